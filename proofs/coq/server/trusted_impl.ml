(* The trusted base of the extracted model (proofs/coq/TRUSTED.md): the two
   Parameters of theories/Trusted.v, realized here. *)

(* spec/05 §5.2: a finite double as the canonical encoding writes it. *)
let num_text (x : Float64.t) : string =
  let v = Float64.to_float x in
  if v = 0.0 then "0"
  else if Float.is_integer v && Float.abs v <= 9007199254740992.0 then Printf.sprintf "%.0f" v
  else Printf.sprintf "%.17g" v

(* spec/06 §6.10: C's fmod, exact. *)
let fmod (x : Float64.t) (y : Float64.t) : Float64.t =
  Float64.of_float (Float.rem (Float64.to_float x) (Float64.to_float y))
