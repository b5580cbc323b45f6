(** Σ_flow (spec/16-flow.md): a flow as data, its admission (§16.2), its
    normal form, the canonical labeling of §16.3, and its encoding (§16.4).
    FlowProofs.v proves the labeling invariant under a renaming of the
    node ids, the encoding injective on normal forms, and the normal form
    idempotent (Theorem 22, clauses 1-3).  The identity (sha256) and the
    fingerprint of the encoding are the server's, as for a term. *)
From Coq Require Import String Ascii List Bool PrimFloat DecimalString.
From SigmaPol Require Import Trusted Json Syntax Admission Encoding NormalForm Decode.
Import ListNotations.
Open Scope string_scope.

(** ** Flows as data (§16.1, the admitted flow of §16.2) *)

(** A node's kind with what it carries: an [llm] node its system prompt,
    its normal policy and its template when present. *)
Inductive fkind : Type :=
| KInput : fkind
| KOutput : fkind
| KLlm : string -> term -> option string -> fkind.

(** A node: its id, its kind, its inputs (ids, in order; an input node has
    none, [ins_of]). *)
Record fnode : Type := FNode { fid : string; fk : fkind; fins : list string }.

(** An admitted flow keeps its nodes in code-point order of their ids. *)
Definition flow : Type := list fnode.

Definition is_input (n : fnode) : bool := match fk n with KInput => true | _ => false end.
Definition is_output (n : fnode) : bool := match fk n with KOutput => true | _ => false end.

(** The inputs the normal form reads: none for the input node. *)
Definition ins_of (n : fnode) : list string := match fk n with KInput => [] | _ => fins n end.

Definition mem (x : string) (l : list string) : bool := existsb (String.eqb x) l.

(** The node of an id. *)
Definition look (f : flow) (x : string) : option fnode := find (fun n => String.eqb (fid n) x) f.

(** ** The canonical labeling (§16.3) *)

(** A label's text: [n] and the decimal of its number. *)
Definition lbl (k : nat) : string := "n" ++ NilZero.string_of_uint (Nat.to_uint k).

Fixpoint index_of (x : string) (l : list string) : option nat :=
  match l with
  | [] => None
  | y :: r => if String.eqb x y then Some 0 else option_map S (index_of x r)
  end.

Definition nul : string := String (ascii_of_nat 0) "".

(** L-Content: an [llm] node's [llm], system, policy encoding and template
    (empty when absent) joined by NUL bytes; the kind alone otherwise. *)
Definition content (k : fkind) : string :=
  match k with
  | KInput => "input"
  | KOutput => "output"
  | KLlm s p t => "llm" ++ nul ++ s ++ nul ++ canonical p ++ nul ++ match t with Some x => x | None => "" end
  end.

(** L-Key, once every input of [n] is labeled ([lab]: the labeled ids in
    label order, so an id's label is its index there). *)
Definition key (lab : list string) (n : fnode) : string :=
  content (fk n) ++ String (ascii_of_nat 1)
    (join "," (map (fun u => match index_of u lab with Some i => lbl i | None => "" end) (ins_of n))).

(** Keys compare byte-wise, a proper prefix first (over the list of the
    bytes: linear in the extracted code). *)
Fixpoint bytes_lt (a b : list ascii) : bool :=
  match a, b with
  | _, [] => false
  | [], _ :: _ => true
  | x :: a', y :: b' =>
      let i := nat_of_ascii x in let j := nat_of_ascii y in
      if Nat.ltb i j then true else if Nat.ltb j i then false else bytes_lt a' b'
  end.

Definition key_lt (a b : string) : bool := bytes_lt (list_ascii_of_string a) (list_ascii_of_string b).

(** L-Path: the nodes in the order of their least paths, a depth-first walk
    back from the output, each node's inputs in position order, each node
    at its first visit: on an acyclic flow the first path that reaches a
    node is its least (Theorem 22's proof).  [seen] holds the visited ids,
    the last first. *)
Fixpoint visit (fuel : nat) (f : flow) (v : string) (seen : list string) : list string :=
  match fuel with
  | O => seen
  | S k =>
      if mem v seen then seen else
      match look f v with
      | None => seen
      | Some n => fold_left (fun s u => visit k f u s) (ins_of n) (v :: seen)
      end
  end.

Definition nodes_of (f : flow) (ids : list string) : list fnode :=
  flat_map (fun x => match look f x with Some n => [n] | None => [] end) ids.

Definition ready (lab : list string) (n : fnode) : bool :=
  negb (mem (fid n) lab) && forallb (fun u => mem u lab) (ins_of n).

(** The least of the ready nodes by key, the first of them on a tie (the
    candidates are in least-path order: L-Tie). *)
Fixpoint least (best : fnode * string) (l : list (fnode * string)) : fnode :=
  match l with
  | [] => fst best
  | p :: r => if key_lt (snd p) (snd best) then least p r else least best r
  end.

(** L-Greedy: [lab] grows by the least ready node, until none is ready. *)
Fixpoint greedy (fuel : nat) (cands : list fnode) (lab : list string) : list string :=
  match fuel with
  | O => lab
  | S k =>
      match map (fun n => (n, key lab n)) (filter (ready lab) cands) with
      | [] => lab
      | p :: r => greedy k cands (app lab [fid (least p r)])
      end
  end.

(** The labeled ids in label order: the walk from the output, then the
    greedy labeling of the nodes it reached. *)
Definition labeling (f : flow) : option (list string) :=
  match filter is_output f with
  | [o] =>
      let cands := nodes_of f (rev (visit (S (length f)) f (fid o) [])) in
      Some (greedy (length cands) cands [])
  | _ => None
  end.

(** A node of the normal form: its kind and its inputs' labels (numbers). *)
Record nnode : Type := NN { nk : fkind; nins : list nat }.

Definition relabel (f : flow) (lab : list string) (x : string) : list nnode :=
  match look f x with
  | Some n => [NN (fk n) (map (fun u => match index_of u lab with Some i => i | None => 0 end) (ins_of n))]
  | None => []
  end.

(** The normal form: the nodes in label order, each [inputs] list rewritten
    through the labels; [None] unless exactly one output node and every node
    labeled (on an admitted flow both hold: F-One-Output, and the walk
    reaches every node by F-Path and F-Acyclic). *)
Definition normal (f : flow) : option (list nnode) :=
  match labeling f with
  | Some lab => if Nat.eqb (length lab) (length f) then Some (flat_map (relabel f lab) lab) else None
  | None => None
  end.

(** ** The encoding (§16.4) *)

Definition kind_name (k : fkind) : string :=
  match k with KInput => "input" | KOutput => "output" | KLlm _ _ _ => "llm" end.

Definition inputs_text (l : list nat) : string := " inputs=[" ++ join "," (map lbl l) ++ "]".

(** E-Flow: one node [(kind label fields…)], E-String being chapter 5's
    string encoding (the same five escapes, [enc_str]). *)
Definition enc_nnode (i : nat) (n : nnode) : string :=
  "(" ++ kind_name (nk n) ++ " " ++ lbl i ++
  match nk n with
  | KInput => ""
  | KOutput => inputs_text (nins n)
  | KLlm s p t =>
      " system=" ++ enc_str s ++ " policy=" ++ canonical p ++
      match t with Some x => " template=" ++ enc_str x | None => "" end ++ inputs_text (nins n)
  end ++ ")".

Fixpoint enc_nodes (i : nat) (l : list nnode) : list string :=
  match l with [] => [] | n :: r => enc_nnode i n :: enc_nodes (S i) r end.

Definition enc_flow (l : list nnode) : string := "sigma-flow/v1:(" ++ join " " (enc_nodes 0 l) ++ ")".

(** ** The normal form's JSON (the protocol's [normal], §16.3) *)

Definition pv_json : pv -> json :=
  fix go (v : pv) : json :=
    match v with
    | PNum x => JNum x | PStr s => JStr s | PBool b => JBool b
    | PArr l => JArr (map go l)
    | PRec m => JObj (map (fun kv => (fst kv, go (snd kv))) m)
    end.

(** A term's JSON form (chapter 1): [[op, args…]]; fuel: its size. *)
Fixpoint term_json (fuel : nat) (t : term) : json :=
  match fuel with
  | O => JNull
  | S k =>
      JArr (JStr (fst (view t)) :: map (fun a => match a with
                                                | AT u => term_json k u | AS s => JStr s
                                                | AN x => JNum x | AV v => pv_json v
                                                end) (snd (view t)))
  end.

Fixpoint nodes_json (i : nat) (l : list nnode) : list (string * json) :=
  match l with
  | [] => []
  | n :: r =>
      let ins := ("inputs", JArr (map (fun j => JStr (lbl j)) (nins n))) in
      let fields := match nk n with
                    | KInput => []
                    | KOutput => [ins]
                    | KLlm s p t => ("system", JStr s) :: ("policy", term_json (S (size p)) p)
                                    :: app (match t with Some x => [("template", JStr x)] | None => [] end) [ins]
                    end in
      (lbl i, JObj (("kind", JStr (kind_name (nk n))) :: fields)) :: nodes_json (S i) r
  end.

(** ** Admission (§16.2), upstream's order and messages *)

Inductive fresult : Type :=
| FRefused : string -> string -> fresult          (* path, reason *)
| FOk : flow -> fresult.

Definition nodes_path : string := "$.flow[1]".
Definition quoted (s : string) : string := "'" ++ s ++ "'".

(** A node's checks, F-Record … F-Ref ([names]: the ids of the map): its
    kind and inputs (an input node's: none). *)
Definition admit_node (known : string -> bool) (σ : schema) (names : list string)
    (id : string) (v : json) : string * string + (fkind * list string) :=
  let w := nodes_path ++ "." ++ id in
  let name := "node " ++ quoted id in
  match v with
  | JObj _ | JArr _ =>
    let kind := member "kind" v in
    let inputs := member "inputs" v in
    let nin := match inputs with Some (JArr l) => length l | _ => 0 end in
    let refs :=
      (fix go (i : nat) (l : list json) : string * string + list string :=
         match l with
         | [] => inr []
         | JStr s :: r => if mem s names then match go (S i) r with inr rs => inr (s :: rs) | e => e end
                          else inl (w ++ ".inputs[" ++ nat_text i ++ "]", name ++ " references unknown input " ++ quoted s)
         | x :: _ => inl (w ++ ".inputs[" ++ nat_text i ++ "]", name ++ " references unknown input " ++ quoted (show (Some x)))
         end) 1 (match inputs with Some (JArr l) => l | _ => [] end) in
    let with_refs (k : fkind) :=
      match refs with inl e => inl e | inr rs => inr (k, match k with KInput => [] | _ => rs end) end in
    let unknown := inl (w ++ ".kind", name ++ ": unknown kind " ++ quoted (show kind)) in
    match kind with
    | Some (JStr k) =>
      if String.eqb k "input" then
        let bad := match inputs with None | Some (JStr _) | Some (JObj _) | Some (JArr _) => false | _ => true end in
        if Nat.ltb 0 nin || bad then inl (w ++ ".inputs", "input " ++ name ++ " takes no inputs")
        else with_refs KInput
      else if String.eqb k "output" then
        if Nat.eqb nin 1 then with_refs KOutput
        else inl (w ++ ".inputs", "output " ++ name ++ " takes exactly one input")
      else if String.eqb k "llm" then
        if Nat.ltb nin 1 then inl (w ++ ".inputs", "llm " ++ name ++ " needs at least one input") else
        if Nat.ltb 32 nin then inl (w ++ ".inputs", "llm " ++ name ++ " exceeds max in-degree 32") else
        match member "system" v with
        | Some (JStr s) =>
          if negb (valid_unicode s) then inl (w ++ ".system", "llm " ++ name ++ " system prompt is not valid Unicode") else
          let tpl := match member "template" v with
                     | None => inr None
                     | Some (JStr t) => if valid_unicode t then inr (Some t)
                                        else inl (w ++ ".template", "llm " ++ name ++ " template is not valid Unicode")
                     | Some _ => inl (w ++ ".template", "llm " ++ name ++ " template must be a string")
                     end in
          match tpl with
          | inl e => inl e
          | inr t =>
            let pj := match member "policy" v with Some p => p | None => JNull end in
            match admit_term known σ pj with
            | Refused p m => inl (w ++ ".policy", "llm " ++ name ++ " policy: " ++ p ++ ": " ++ m)
            | Admit SPolicy pt _ => with_refs (KLlm s (nf pt) t)
            | Admit so _ _ => inl (w ++ ".policy", "llm " ++ name ++ " policy must be a Policy term, got " ++ sort_name so)
            end
          end
        | _ => inl (w ++ ".system", "llm " ++ name ++ " needs a string system prompt")
        end
      else unknown
    | _ => unknown
    end
  | _ => inl (w, name ++ " must be a record")
  end.

(** F-Sink: the first input position, in id order, that reads the output. *)
Fixpoint sink_check (o : string) (f : flow) : option (string * string) :=
  match f with
  | [] => None
  | n :: r =>
      match index_of o (fins n) with
      | Some i => Some (nodes_path ++ "." ++ fid n ++ ".inputs[" ++ nat_text (S i) ++ "]",
                        "output node " ++ quoted o ++ " must be a sink")
      | None => sink_check o r
      end
  end.

(** F-Acyclic: removing, round after round, the nodes whose inputs are all
    removed removes every node (what Kahn's algorithm decides). *)
Fixpoint peel (fuel : nat) (f : flow) (gone : list string) : list string :=
  match fuel with
  | O => gone
  | S k =>
      let next := map fid (filter (fun n => negb (mem (fid n) gone) && forallb (fun u => mem u gone) (fins n)) f) in
      match next with [] => gone | _ => peel k f (app gone next) end
  end.

(** The checks of the whole flow: F-One-Input … F-Path.  Every node comes
    from the input once the flow is acyclic (only the input node has no
    input), so F-Path asks only that the walk back from the output reach
    the node. *)
Definition admit_graph (f : flow) : fresult :=
  let ins := filter is_input f in
  let outs := filter is_output f in
  if negb (Nat.eqb (length ins) 1) then
    FRefused "$" ("a flow needs exactly one input node, found " ++ nat_text (length ins)) else
  match outs with
  | [o] =>
    match sink_check (fid o) f with
    | Some (p, m) => FRefused p m
    | None =>
      if negb (Nat.eqb (length (peel (length f) f [])) (length f)) then FRefused "$" "flow has a cycle" else
      let back := visit (S (length f)) f (fid o) [] in
      match filter (fun n => negb (mem (fid n) back)) f with
      | n :: _ => FRefused (nodes_path ++ "." ++ fid n) ("node " ++ quoted (fid n) ++ " is not on a path input -> output")
      | [] => FOk f
      end
    end
  | _ => FRefused "$" ("a flow needs exactly one output node, found " ++ nat_text (length outs))
  end.

Fixpoint admit_nodes (known : string -> bool) (σ : schema) (names : list string)
    (m : list (string * json)) : string * string + flow :=
  match m with
  | [] => inr []
  | (id, v) :: r =>
      match admit_node known σ names id v with
      | inl e => inl e
      | inr (k, rs) => match admit_nodes known σ names r with inl e => inl e | inr ns => inr (FNode id k rs :: ns) end
      end
  end.

(** The admission of a flow (§16.2): F-Shape, F-Id, F-Empty, F-Size, each
    node in id order, then the graph. *)
Definition admit_flow (known : string -> bool) (σ : schema) (v : json) : fresult :=
  let shape := FRefused "$" "a flow is { ""flow"", <nodes map> }" in
  match v with
  | JArr (JStr tag :: nodes :: _) =>
    if negb (String.eqb tag "flow") then shape else
    let raw := match nodes with JObj m => Some m | JArr [] => Some [] | _ => None end in
    match raw with
    | None => shape
    | Some m =>
      let m := sort_uniq m in
      let names := map fst m in
      match filter (fun x => negb (valid_unicode x)) names with
      | x :: _ => FRefused nodes_path ("node id " ++ quoted x ++ " is not valid Unicode")
      | [] =>
        match m with
        | [] => FRefused "$" "flow has no nodes"
        | _ =>
          if Nat.ltb 256 (length m) then FRefused "$" "flow exceeds max size 256 nodes" else
          match admit_nodes known σ names m with
          | inl (p, why) => FRefused p why
          | inr f => admit_graph f
          end
        end
      end
    end
  | _ => shape
  end.

(** The [flow] kind's answer (§16.8) but the identity and fingerprint:
    a refusal, or the encoding and the normal form's JSON. *)
Inductive fanswer : Type :=
| FARefused : string -> string -> fanswer
| FANormal : string -> json -> fanswer
| FAUnlabeled : fanswer.                 (* an admitted flow the labeling left incomplete: never *)

Definition flow_answer (known : string -> bool) (σ : schema) (v : json) : fanswer :=
  match admit_flow known σ v with
  | FRefused p why => FARefused p why
  | FOk f =>
      match normal f with
      | Some l => FANormal (enc_flow l) (JArr [JStr "flow"; JObj (nodes_json 0 l)])
      | None => FAUnlabeled
      end
  end.
