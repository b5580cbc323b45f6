(** The flow run (spec/16-flow.md §16.5-§16.8) over given answers: the
    schedule (R-Schedule, Kahn's order on the flow as given), the assembly of
    each node's user message (A-Assemble, A-Template), the run (R-Run,
    R-Node-Answer) and the [flow_run] kind's answer, its inputs read as
    §16.8 orders the checks, over given answers or over a Σ_pol run per
    node (R-Node-Run, [runs]: each node's run read by RunJson.v and run by
    Run.run_policy).
    The schedule is checked before any call ([checked_order]), and
    FlowRunProofs.v proves what the check gives: each llm node called once,
    after all of its inputs (Theorem 22, clause 4). *)
From Coq Require Import String Ascii List Bool.
From SigmaPol Require Import Json Syntax Admission Encoding Flow.
From SigmaPol Require Inputs CatalogCheck Run RunJson Xform.
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

(** ** R-Node-Run: a Σ_pol run per node ([runs], §16.7) *)

Definition input_error : Type := (string * string)%type.

(** [runs] (R-Inputs): an object whose members are exactly the llm nodes'
    ids, as [answers]. *)
Definition per_node (f : flow) (w what : string) (v : json) : input_error + list (string * json) :=
  let llm := map fid (filter is_llm f) in
  match v with
  | JArr [] | JObj _ =>
      let m := match v with JObj m => m | _ => [] end in
      match sort_members (filter (fun kv => negb (mem (fst kv) llm)) m) with
      | (k, _) :: _ => inl (w ++ "." ++ k, "not an llm node of the flow")
      | [] =>
          match filter (fun x => negb (mem x (map fst m))) llm with
          | x :: _ => inl (w, "missing the " ++ what ++ " of llm node " ++ quoted x)
          | [] => inr m
          end
      end
  | _ => inl (w, "expected an object: llm node id -> " ++ what)
  end.

(** The members of one node's run: a [run] request's inputs but its term. *)
Definition run_keys : list string := ["candidates"; "catalog"; "ctx"; "runtime"; "engine"; "responses"].

(** Member [k] set to [v]: in place, else added last. *)
Definition put (k : string) (v : json) (m : list (string * json)) : list (string * json) :=
  if existsb (fun kv => String.eqb (fst kv) k) m
  then map (fun kv => if String.eqb (fst kv) k then (k, v) else kv) m else m ++ [(k, v)].

(** The responses' [text] members taken out, in order (a response that is
    not an object, or has no [text], gives none). *)
Fixpoint strip_texts (w : string) (i : nat) (l : list json)
    : input_error + (list (option string) * list json) :=
  match l with
  | [] => inr ([], [])
  | r :: rest =>
      let here := w ++ ".responses[" ++ nat_text i ++ "].text" in
      let one := match r with
                 | JObj m =>
                     match assoc "text" m with
                     | None => inr (None, r)
                     | Some (JStr s) =>
                         if valid_unicode s
                         then inr (Some s, JObj (filter (fun kv => negb (String.eqb (fst kv) "text")) m))
                         else inl (here, lone)
                     | Some _ => inl (here, "expected a string")
                     end
                 | _ => inr (None, r)
                 end in
      match one with
      | inl e => inl e
      | inr (t, r') =>
          match strip_texts w (S i) rest with
          | inl e => inl e
          | inr (ts, rs) => inr (t :: ts, r' :: rs)
          end
      end
  end.

(** One node's run as given (at [w]): its members (the responses without
    their texts) and each response's text. *)
Record nrun : Type := NRun { nr_req : list (string * json); nr_texts : list (option string); nr_where : string }.

Definition read_node_run (w : string) (v : json) : input_error + nrun :=
  match v with
  | JArr [] | JObj _ =>
      let m := match v with JObj m => m | _ => [] end in
      match sort_members (filter (fun kv => negb (mem (fst kv) run_keys)) m) with
      | (k, _) :: _ => inl (w ++ "." ++ k, "unknown member (one of " ++ String.concat ", " run_keys ++ ")")
      | [] =>
          match assoc "responses" m with
          | Some (JArr l) =>
              match strip_texts w 0 l with
              | inl e => inl e
              | inr (ts, rs) => inr (NRun (put "responses" (JArr rs) m) ts w)
              end
          | _ => inr (NRun m [] w)
          end
      end
  | _ => inl (w, "expected an object {candidates | catalog, ctx, responses, ...}")
  end.

(** R-Node-Request: the system prompt, then the assembled message, as
    [ctx.request.messages] (whatever the given request holds there; a
    [ctx] or [ctx.request] that is not an object is left to the reader). *)
Definition node_messages (system prompt : string) : json :=
  JArr [JObj [("content", JStr system); ("role", JStr "system")];
        JObj [("content", JStr prompt); ("role", JStr "user")]].

Definition with_messages (req : list (string * json)) (msgs : json) : list (string * json) :=
  let obj o := match o with
               | None | Some (JArr []) => Some []
               | Some (JObj c) => Some c
               | Some _ => None
               end in
  match obj (assoc "ctx" req) with
  | None => req
  | Some c =>
      match obj (assoc "request" c) with
      | None => req
      | Some q => put "ctx" (JObj (put "request" (JObj (put "messages" msgs q)) c)) req
      end
  end.

Definition of_res {A} (r : Inputs.res A) : input_error + A :=
  match r with Inputs.Valid a => inr a | Inputs.Invalid w y => inl (w, y) end.

Definition plain_r : RunJson.RunProtocol.reader := fun w v => of_res (Inputs.plain w v).
Definition context_r : RunJson.RunProtocol.reader := fun w v => of_res (Inputs.context w v).

Definition then_e {A B} (x : input_error + A) (k : A -> input_error + B) : input_error + B :=
  match x with inl e => inl e | inr a => k a end.

(** A node's run's inputs read as a [run] request's (spec/15 §15.9; the
    paths those of a [run] request): the run of a policy over them, and
    how many responses were given. *)
Definition node_inputs (σ : schema) (m : list (string * json))
    : input_error + ((term -> string + Run.run_answer) * nat) :=
  then_e (of_res (CatalogCheck.run_pool σ m (fun w c =>
            match RunJson.RunProtocol.run_candidate w c with
            | inl (w', y) => Inputs.Invalid w' y
            | inr x => Inputs.Valid x
            end))) (fun cs =>
  then_e (RunJson.RunProtocol.read_run_ctx context_r plain_r (assoc "ctx" m)) (fun c =>
  let '(q, now_ms, seed) := c in
  then_e (RunJson.RunProtocol.read_runtime plain_r (assoc "runtime" m)) (fun r =>
  let '(B0, D0) := r in
  then_e (RunJson.RunProtocol.read_engine plain_r (assoc "engine" m)) (fun E =>
  then_e (RunJson.RunProtocol.read_responses plain_r (assoc "responses" m)) (fun rs =>
  inr (fun pol => Run.run_policy Xform.conformance_registry σ pol cs q now_ms seed B0 D0 E rs,
       length rs)))))).

(** An error of a node's run named at its place under [w] ([$.runs.<id>]). *)
Definition repath (w : string) (e : input_error) : input_error :=
  match fst e with
  | String c r => if Ascii.eqb c "$"%char then (w ++ r, snd e) else e
  | EmptyString => e
  end.

Definition node_read (σ : schema) (nr : nrun) (system prompt : string)
    : input_error + ((term -> string + Run.run_answer) * nat) :=
  match node_inputs σ (with_messages (nr_req nr) (node_messages system prompt)) with
  | inl e => inl (repath (nr_where nr) e)
  | inr g => inr g
  end.

(** [runs] read: each node's run, then (every input checked before any
    run) each one's inputs with the node's system prompt. *)
Definition read_runs (f : flow) (σ : schema) (v : json) : input_error + list (string * nrun) :=
  then_e (per_node f "$.runs" "run" v) (fun given =>
  then_e (fold_right (fun kv rest =>
            then_e (read_node_run ("$.runs." ++ fst kv) (snd kv)) (fun nr =>
            then_e rest (fun l => inr ((fst kv, nr) :: l)))) (inr []) given) (fun runs =>
  fold_right (fun kn rest =>
      let system := match look f (fst kn) with Some n => match fk n with KLlm s _ _ => s | _ => "" end | None => "" end in
      then_e (node_read σ (snd kn) system "") (fun _ => rest)) (inr runs) runs)).

(** A node's call: its answer's text (of the response that succeeded) and
    its run's [steps], [decision_path] and [result], or its run's error
    (R-Node-Fail). *)
Inductive nres : Type := NOk (text : string) (run : json) | NFail (err : string) (run : json).

Definition is_call (s : Run.stepv) : bool := match s with Run.SCall _ _ _ _ => true | _ => false end.

Definition node_call (σ : schema) (nr : nrun) (node system prompt : string) (pol : term) : input_error + nres :=
  then_e (node_read σ nr system prompt) (fun g =>
  let '(go, given) := g in
  match go pol with
  | inl why => inl ("", why)   (* an unregistered custom: no place in the request (spec/07 §7.1) *)
  | inr Run.RunTooLong => inl ("$.responses", "the run takes more than 10000 steps")
  | inr Run.RunXformError => inl ("$.term", "an evaluation error of the transform")
  | inr (Run.RunOk o) =>
      let shown := JObj (firstn 3 (RunJson.RunProtocol.run_members o)) in
      match Run.ro_result o with
      | Run.RErr e => inr (NFail e shown)
      | Run.ROk _ _ _ =>
          let used := Nat.min (length (filter is_call (Run.ro_steps o))) given in
          match nth_error (nr_texts nr) (pred used) with
          | Some (Some t) => inr (NOk t shown)
          | _ => inl (nr_where nr ++ ".responses[" ++ nat_text (pred used) ++ "]",
                      "missing text: the response that succeeded gives llm node " ++ quoted node ++ " its answer")
          end
      end
  end).

(** R-Run with each llm node's call its run: the calls' answers in order
    (the last [failed] node's included), then the failed node and its
    error, or the answers. *)
Fixpoint runs_calls (fp : string -> string) (σ : schema) (runs : list (string * nrun)) (ns : list fnode)
    (env : list (string * string)) (acc : list json)
    : input_error + (list json * (string * string + list (string * string))) :=
  match ns with
  | [] => inr (rev acc, inr env)
  | n :: r =>
      match fk n with
      | KLlm s p t =>
          let prompt := assemble t (map (answer_of env) (fins n)) in
          match assoc (fid n) runs with
          | None => inl ("$.runs", "internal: no run for llm node " ++ quoted (fid n))
          | Some nr =>
              then_e (node_call σ nr (fid n) s prompt p) (fun res =>
              let mk run := JObj [("node", JStr (fid n)); ("system", JStr s); ("prompt", JStr prompt);
                                  ("policy_fingerprint", JStr (fp (canonical p))); ("run", run)] in
              match res with
              | NOk text run => runs_calls fp σ runs r ((fid n, text) :: env) (mk run :: acc)
              | NFail e run => inr (rev (mk run :: acc), inl (fid n, e))
              end)
          end
      | _ => runs_calls fp σ runs r env acc
      end
  end.

(** The output: the answer of the output node's input. *)
Definition output_of (f : flow) (env : list (string * string)) : string :=
  match filter is_output f with
  | [o] => match fins o with [u] => answer_of env u | _ => "" end
  | _ => ""
  end.

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
              | None, Some rv =>
                  match read_runs f σ rv with
                  | inl (w, why) => FRError w why
                  | inr runs =>
                      match checked_order f with
                      | None => FRError "$.flow" "internal: Kahn's order failed the schedule's check"
                      | Some o =>
                          let id := ("identity", JStr (digest (enc_flow l))) in
                          match runs_calls fp σ runs o (map (fun n => (fid n, x)) (filter is_input f)) [] with
                          | inl (w, why) => FRError w why
                          | inr (cs, inl (nd, e)) =>
                              FRAnswer (JObj [id; ("calls", JArr cs);
                                              ("failed", JObj [("node", JStr nd); ("error", JStr e)])])
                          | inr (cs, inr env) =>
                              FRAnswer (JObj [id; ("calls", JArr cs); ("output", JStr (output_of f env))])
                          end
                      end
                  end
              | _, _ => FRError "$" "a flow_run request gives exactly one of answers and runs"
              end
          | Some _, _ => FRError "$.input" "expected a string (the user's prompt)"
          end
      end
  end.
