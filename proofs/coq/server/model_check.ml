(* Checks of the trusted base against the model, run by the server's
   executable when its first argument asks (before server.ml's loop):
   - --num-text: for each line of 16 hex digits (a double's bits), prints
     "<num_ok> <reads back> <alphabet> <text>" (each flag 0 or 1):
     Trusted.num_text_spec holds at x when num_ok = 1 implies the two others
     (tests/test_coq_number_text.py compares the text with the reference's);
   - --num-text-check: the same on a fixed list of edge doubles, exit 1 at
     the first where the axiom fails (build.py runs it after the link);
   - --decode: for each line (a node encoding), "some <encoding of the
     decoded term>" or "none" (Decode.decode; tests/test_coq_decode.py). *)

let flags (x : float) : bool * bool * bool * string =
  let f = Float64.of_float x in
  let text = Trusted_impl.num_text f in
  let back =
    match Trusted_impl.num_parse text with
    | Some y -> Int64.equal (Int64.bits_of_float (Float64.to_float y)) (Int64.bits_of_float x)
    | None -> false
  in
  let alpha =
    text <> ""
    && String.for_all (fun c -> (c >= '0' && c <= '9') || c = '+' || c = '-' || c = '.' || c = 'e') text
  in
  (Model.num_ok f, back, alpha, text)

let edges () : float list =
  let pow2 = List.init 2098 (fun i -> Float.ldexp 1.0 (i - 1074)) in
  let near = List.concat_map (fun x -> [ x; Float.pred x; Float.succ x ]) pow2 in
  let special = [ 0.0; -0.0; 1e-5; 1e-4; 9.999999999999999e-5; 1e16; 1e17; 0.1; 1.0 /. 3.0;
                  9007199254740991.0; 9007199254740992.0; 9007199254740993.0; Float.max_float;
                  Float.min_float; 4.9e-324; Float.infinity; Float.nan ] in
  List.concat_map (fun x -> [ x; -.x ]) (special @ near)

let lines (f : string -> unit) = try while true do f (input_line stdin) done with End_of_file -> ()

let () =
  match Array.to_list Sys.argv with
  | _ :: "--num-text" :: _ ->
    let b = Buffer.create 65536 in
    lines (fun l ->
        let ok, back, alpha, text = flags (Int64.float_of_bits (Int64.of_string ("0x" ^ String.trim l))) in
        let bit v = if v then '1' else '0' in
        Buffer.add_char b (bit ok); Buffer.add_char b ' '; Buffer.add_char b (bit back); Buffer.add_char b ' ';
        Buffer.add_char b (bit alpha); Buffer.add_char b ' '; Buffer.add_string b text; Buffer.add_char b '\n';
        if Buffer.length b > 60000 then (print_string (Buffer.contents b); Buffer.clear b));
    print_string (Buffer.contents b);
    exit 0
  | _ :: "--num-text-check" :: _ ->
    List.iter (fun x ->
        let ok, back, alpha, text = flags x in
        if ok && not (back && alpha) then begin
          Printf.eprintf "Trusted.num_text_spec fails at %h (num_ok, its text %S does not read back over the alphabet)\n" x text;
          exit 1
        end) (edges ());
    exit 0
  | _ :: "--decode" :: _ ->
    lines (fun l ->
        print_endline (match Model.decode l with Some t -> "some " ^ Model.enc t | None -> "none"));
    exit 0
  | _ -> ()
