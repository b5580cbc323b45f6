(** The flow run (spec/16-flow.md §16.5-§16.8) over given answers: the
    schedule (R-Schedule, Kahn's order on the flow as given), the assembly of
    each node's user message (A-Assemble, A-Template), the run (R-Run,
    R-Node-Answer) and the [flow_run] kind's answer, its inputs read as
    §16.8 orders the checks.  The variant with a Σ_pol run per node
    (R-Node-Run, [runs]) is not answered here: its reading of a run's
    inputs is the server's (run_kind.ml) until it moves into Coq.
    The schedule is checked before any call ([checked_order]), and
    FlowRunProofs.v proves what the check gives: each llm node called once,
    after all of its inputs (Theorem 22, clause 4). *)
From Coq Require Import String Ascii List Bool.
From SigmaPol Require Import Json Syntax Admission Encoding Flow.
Import ListNotations.
Open Scope string_scope.

(** ** R-Schedule *)

(** A node's consumers, one entry per input position that reads it, in
    code-point order of the consumer's id, then position (upstream's
    [succ]; the flow's nodes are in id order). *)
Definition succs (f : flow) (x : string) : list string :=
  flat_map (fun n => map (fun _ => fid n) (filter (String.eqb x) (fins n))) f.

(** One input position consumed: the consumer's count drops by one; [true]
    when it was its last. *)
Fixpoint drop1 (x : string) (deg : list (string * nat)) : list (string * nat) * bool :=
  match deg with
  | [] => ([], false)
  | (y, d) :: r =>
      if String.eqb x y then ((y, pred d) :: r, Nat.eqb d 1)
      else let (r', z) := drop1 x r in ((y, d) :: r', z)
  end.

(** The edges out of a node consumed in order; the consumers whose last
    input position is consumed, in that order. *)
Fixpoint consume (l : list string) (deg : list (string * nat)) : list (string * nat) * list string :=
  match l with
  | [] => (deg, [])
  | b :: r =>
      let (deg1, z) := drop1 b deg in
      let (deg2, next) := consume r deg1 in (deg2, if z then b :: next else next)
  end.

(** Kahn's algorithm with a FIFO queue: the nodes in the order taken. *)
Fixpoint kahn (fuel : nat) (f : flow) (deg : list (string * nat)) (queue : list string) : list string :=
  match fuel with
  | O => []
  | S k =>
      match queue with
      | [] => []
      | x :: q => let (deg', next) := consume (succs f x) deg in x :: kahn k f deg' (q ++ next)
      end
  end.

(** The queue seeded with the nodes of no input, in id order. *)
Definition kahn_order (f : flow) : list string :=
  kahn (length f) f (map (fun n => (fid n, length (fins n))) f)
       (map fid (filter (fun n => Nat.eqb (length (fins n)) 0) f)).

Definition is_llm (n : fnode) : bool := match fk n with KLlm _ _ _ => true | _ => false end.

(** The calls: the llm nodes taken, in order. *)
Definition call_order (f : flow) : list fnode :=
  flat_map (fun x => match look f x with Some n => if is_llm n then [n] else [] | None => [] end)
           (kahn_order f).

(** The schedule checked before any call (Theorem 22, clause 4;
    FlowRunProofs.calls_scheduled): each node of the order an llm node not
    called before, each of its inputs called before it or the input node
    ([done]: those ids), and every llm node of the flow in the order. *)
Fixpoint sched_go (done : list string) (o : list fnode) : bool :=
  match o with
  | [] => true
  | n :: r =>
      is_llm n && negb (mem (fid n) done) && forallb (fun u => mem u done) (fins n)
      && sched_go (fid n :: done) r
  end.

Definition sched_ok (f : flow) (o : list fnode) : bool :=
  sched_go (map fid (filter is_input f)) o
  && forallb (fun n => negb (is_llm n) || mem (fid n) (map fid o)) f.

(** Kahn's order when it passes the check (on an admitted flow it always
    does: proofs/22-flow.md, clause 4; not proved in Coq). *)
Definition checked_order (f : flow) : option (list fnode) :=
  let o := call_order f in if sched_ok f o then Some o else None.

(** ** A-Assemble (§16.6) *)

Definition is_digit (c : ascii) : bool :=
  let k := nat_of_ascii c in Nat.leb 48 k && Nat.leb k 57.

Fixpoint strip0 (l : list ascii) : list ascii :=
  match l with c :: r => if Ascii.eqb c "0"%char then strip0 r else l | [] => [] end.

Definition dec_value (l : list ascii) : nat :=
  fold_left (fun acc c => acc * 10 + (nat_of_ascii c - 48)) l 0.

(** A placeholder's number: leading zeros ignored; more than 4 significant
    digits name no input (the in-degree is at most 32). *)
Definition placeholder_index (ds : list ascii) : nat :=
  let s := strip0 ds in if Nat.leb (length s) 4 then dec_value s else 0.

(** Part [j] (1-based); nothing for [0] and beyond the parts. *)
Definition part (parts : list string) (j : nat) : string :=
  match j with O => "" | S i => match nth_error parts i with Some p => p | None => "" end end.

(** A pending placeholder ([Some ds]: a [$] read, then the digits [ds],
    the last first) ends: a [$] with no digit stays as written. *)
Definition flush_pending (parts : list string) (pending : option (list ascii)) (acc : list string) : list string :=
  match pending with
  | None => acc
  | Some [] => "$" :: acc
  | Some ds => part parts (placeholder_index (rev ds)) :: acc
  end.

(** A-Template: one left-to-right pass over the template's bytes (the
    pieces written, the last first); a replacement is never read again. *)
Fixpoint fill_go (parts : list string) (l : list ascii) (pending : option (list ascii))
    (acc : list string) : list string :=
  match l with
  | [] => flush_pending parts pending acc
  | c :: r =>
      match pending, is_digit c with
      | Some ds, true => fill_go parts r (Some (c :: ds)) acc
      | _, _ =>
          let acc := flush_pending parts pending acc in
          if Ascii.eqb c "$"%char then fill_go parts r (Some []) acc
          else fill_go parts r None (String c "" :: acc)
      end
  end.

Definition fill (template : string) (parts : list string) : string :=
  String.concat "" (rev (fill_go parts (list_ascii_of_string template) None [])).

Definition lf : string := String (ascii_of_nat 10) "".

Fixpoint sections (i : nat) (l : list string) : list string :=
  match l with [] => [] | p :: r => ("[input " ++ nat_text i ++ "]" ++ lf ++ p) :: sections (S i) r end.

(** A-Assemble: the template filled; else one part as it is; else the parts
    as labeled sections, two LFs apart. *)
Definition assemble (template : option string) (parts : list string) : string :=
  match template, parts with
  | Some t, _ => fill t parts
  | None, [p] => p
  | None, _ => String.concat (lf ++ lf) (sections 1 parts)
  end.

(** ** R-Run (§16.7), each llm node answered by the caller (R-Node-Answer) *)

(** A call's record: the node's id, its system prompt, its assembled
    message, its (normal) policy. *)
Record call : Type := Call { cnode : string; csystem : string; cprompt : string; cpolicy : term }.

Definition answer_of (env : list (string * string)) (u : string) : string :=
  match assoc u env with Some a => a | None => "" end.

(** The calls in order, each node's message assembled from its inputs'
    answers ([env]: the answers so far, the last first), and the answers. *)
Fixpoint run_calls (given : string -> string) (ns : list fnode) (env : list (string * string))
    : list call * list (string * string) :=
  match ns with
  | [] => ([], env)
  | n :: r =>
      match fk n with
      | KLlm s p t =>
          let c := Call (fid n) s (assemble t (map (answer_of env) (fins n))) p in
          let (cs, env') := run_calls given r ((fid n, given (fid n)) :: env) in (c :: cs, env')
      | _ => run_calls given r env
      end
  end.

(** The run: the input node's answer is [x]; the output is the answer of
    the output node's input. *)
Definition run_flow (f : flow) (o : list fnode) (x : string) (given : string -> string) : list call * string :=
  let env0 := map (fun n => (fid n, x)) (filter is_input f) in
  let (cs, env) := run_calls given o env0 in
  (cs, match filter is_output f with
       | [o] => match fins o with [u] => answer_of env u | _ => "" end
       | _ => ""
       end).

(** ** The [flow_run] kind (§16.8) *)

Inductive frun : Type :=
| FRRejected : string -> string -> frun    (* the flow's admission refused it: path, reason *)
| FRError : string -> string -> frun       (* an input error: where, why *)
| FRAnswer : json -> frun.                 (* the expect member *)

Definition lone : string := "string is not valid Unicode (lone surrogate)".

(** [answers] (R-Inputs): an object whose members are exactly the llm
    nodes' ids (the first other name in code-point order, then the first
    missing node in id order), each a string of valid Unicode (in the
    order given). *)
Definition read_answers (f : flow) (v : json) : string * string + list (string * string) :=
  let w := "$.answers" in
  let llm := map fid (filter is_llm f) in
  let m := match v with JArr [] => Some [] | JObj m => Some m | _ => None end in
  match m with
  | None => inl (w, "expected an object: llm node id -> answer")
  | Some m =>
      match sort_members (filter (fun kv => negb (mem (fst kv) llm)) m) with
      | (k, _) :: _ => inl (w ++ "." ++ k, "not an llm node of the flow")
      | [] =>
          match filter (fun x => negb (mem x (map fst m))) llm with
          | x :: _ => inl (w, "missing the answer of llm node " ++ quoted x)
          | [] =>
              fold_right (fun kv rest =>
                 match snd kv with
                 | JStr s =>
                     if valid_unicode s then match rest with inr l => inr ((fst kv, s) :: l) | e => e end
                     else inl (w ++ "." ++ fst kv, lone)
                 | _ => inl (w ++ "." ++ fst kv, "expected a string (the node's answer)")
                 end) (inr []) m
          end
      end
  end.

Definition call_json (fp : string -> string) (c : call) : json :=
  JObj [("node", JStr (cnode c)); ("system", JStr (csystem c)); ("prompt", JStr (cprompt c));
        ("policy_fingerprint", JStr (fp (canonical (cpolicy c))))].

(** The [flow_run] answer of a request's members [m] ([fp]: the
    fingerprint, [digest]: SHA-256 in hex, both the server's). *)
Definition flow_run_answer (fp digest : string -> string) (known : string -> bool) (σ : schema)
    (m : list (string * json)) : frun :=
  match assoc "flow" m with
  | None => FRError "$.flow" "missing (a flow: [""flow"", {<id>: <node>, ...}])"
  | Some v =>
      match admit_flow known σ v with
      | FRefused p why => FRRejected p why
      | FOk f =>
          match normal f, assoc "input" m with
          | None, _ => FRError "$.flow" "internal: the canonical labeling left a node unlabeled"
          | Some l, Some (JStr x) =>
              if negb (valid_unicode x) then FRError "$.input" lone else
              match assoc "answers" m, assoc "runs" m with
              | Some a, None =>
                  match read_answers f a with
                  | inl (w, why) => FRError w why
                  | inr ans =>
                      match checked_order f with
                      | None => FRError "$.flow" "internal: Kahn's order failed the schedule's check"
                      | Some o =>
                          let (cs, out) := run_flow f o x (answer_of ans) in
                          FRAnswer (JObj [("identity", JStr (digest (enc_flow l)));
                                          ("calls", JArr (map (call_json fp) cs)); ("output", JStr out)])
                      end
                  end
              | None, Some _ => FRError "$.runs" "not answered by this model: a Sigma_pol run per node (R-Node-Run) needs the run's input reader in Coq"
              | _, _ => FRError "$" "a flow_run request gives exactly one of answers and runs"
              end
          | Some _, _ => FRError "$.input" "expected a string (the user's prompt)"
          end
      end
  end.
