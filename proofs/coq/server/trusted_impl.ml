(* The trusted base of the extracted model (proofs/coq/TRUSTED.md): the
   Parameters of theories/Trusted.v, realized here. *)

(* spec/05 §5.2: a finite double as the canonical encoding writes it. *)
let num_text (x : Float64.t) : string =
  let v = Float64.to_float x in
  if v = 0.0 then "0"
  else if Float.is_integer v && Float.abs v <= 9007199254740992.0 then Printf.sprintf "%.0f" v
  else Printf.sprintf "%.17g" v

(* The number text read back (C's strtod, correctly rounded), on the
   alphabet of Trusted.num_chars only. *)
let num_parse (s : string) : Float64.t option =
  let ok c = (c >= '0' && c <= '9') || c = '+' || c = '-' || c = '.' || c = 'e' in
  if s = "" || not (String.for_all ok s) then None
  else Option.map Float64.of_float (float_of_string_opt s)

(* spec/06 §6.10: C's fmod, exact. *)
let fmod (x : Float64.t) (y : Float64.t) : Float64.t =
  Float64.of_float (Float.rem (Float64.to_float x) (Float64.to_float y))

(* C99's %.<p>g (the answer writer's shortest round-trip text). *)
let num_text_g (p : int) (x : Float64.t) : string = Printf.sprintf "%.*g" p (Float64.to_float x)
