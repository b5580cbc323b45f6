(** Theorem 22, clauses 1-3 (proofs/22-flow.md), on the model of Flow.v:
    the normal form is invariant under a renaming of the node ids
    ([normal_renaming]); equal encodings of normal forms are equal normal
    forms ([enc_flow_injective], by reading the encoding back), and two
    flows with one normal form are renamings of each other ([normal_iso]),
    so equal encodings mean [f ≅ g] ([enc_flow_iso]); admission leaves the
    premises ([admit_flow_ok]: distinct ids, shaped policies, an input node
    without inputs); the normal form of a normal form is itself
    ([normal_idempotent]); the normal form is defined on every admitted
    flow ([admitted_normal_defined]), so the [flow] kind's answer is never
    [FAUnlabeled] ([flow_answer_total]). *)
From Coq Require Import String Ascii List Bool PrimFloat Permutation DecimalString DecimalNat Lia.
From SigmaPol Require Import Trusted Json Syntax Admission Encoding NormalForm Decode Shape ShapeProofs DecodeProofs Flow.
Import ListNotations.
Open Scope string_scope.

(** ** Renamings *)

(** A renaming maps every id by an injective [ρ], each node's inputs with it
    (kinds, prompts, policies and templates kept), and may list the nodes in
    any order: [g] is [f] renamed by [ρ]. *)
Definition ren (ρ : string -> string) (n : fnode) : fnode := FNode (ρ (fid n)) (fk n) (map ρ (fins n)).

Definition renaming (ρ : string -> string) (f g : flow) : Prop :=
  (forall x y, ρ x = ρ y -> x = y) /\ Permutation (map (ren ρ) f) g.

Section Renaming.
  Variable ρ : string -> string.
  Variable inj : forall x y, ρ x = ρ y -> x = y.

  Lemma eqb_ren : forall x y, String.eqb (ρ x) (ρ y) = String.eqb x y.
  Proof.
    intros x y. destruct (String.eqb_spec x y) as [->|N]; [apply String.eqb_refl|].
    apply String.eqb_neq. intros E. apply N, inj, E.
  Qed.

  Lemma mem_ren : forall x l, mem (ρ x) (map ρ l) = mem x l.
  Proof. intros x l. induction l as [|y l IH]; simpl; [reflexivity|]. rewrite eqb_ren, IH. reflexivity. Qed.

  Lemma index_ren : forall x l, index_of (ρ x) (map ρ l) = index_of x l.
  Proof. intros x l. induction l as [|y l IH]; simpl; [reflexivity|]. rewrite eqb_ren, IH. reflexivity. Qed.

  Lemma ins_of_ren : forall n, ins_of (ren ρ n) = map ρ (ins_of n).
  Proof. intros [i k l]. destruct k; reflexivity. Qed.

  Lemma look_map : forall f x, look (map (ren ρ) f) (ρ x) = option_map (ren ρ) (look f x).
  Proof.
    intros f x. induction f as [|n f IH]; [reflexivity|]. unfold look in *. simpl.
    rewrite eqb_ren. destruct (String.eqb (fid n) x); [reflexivity|exact IH].
  Qed.

  (** What follows assumes only that [g] looks up as [f] renamed. *)
  Variables f g : flow.
  Hypothesis Hlook : forall x, look g (ρ x) = option_map (ren ρ) (look f x).

  Lemma visit_ren : forall k v seen, visit k g (ρ v) (map ρ seen) = map ρ (visit k f v seen).
  Proof.
    induction k as [|k IH]; intros v seen; [reflexivity|]. simpl.
    rewrite mem_ren. destruct (mem v seen); [reflexivity|]. rewrite Hlook.
    destruct (look f v) as [n|]; simpl; [|reflexivity]. rewrite ins_of_ren.
    change (ρ v :: map ρ seen) with (map ρ (v :: seen)).
    generalize (v :: seen). induction (ins_of n) as [|u l IHl]; intros s; simpl; [reflexivity|].
    rewrite IH. apply IHl.
  Qed.

  Lemma nodes_of_ren : forall ids, nodes_of g (map ρ ids) = map (ren ρ) (nodes_of f ids).
  Proof.
    induction ids as [|x ids IH]; [reflexivity|]. simpl. rewrite Hlook, IH.
    destruct (look f x); reflexivity.
  Qed.

  Lemma key_ren : forall lab n, key (map ρ lab) (ren ρ n) = key lab n.
  Proof.
    intros lab n. unfold key. rewrite ins_of_ren, map_map. simpl fk.
    f_equal. f_equal. f_equal. apply map_ext. intros u. rewrite index_ren. reflexivity.
  Qed.

  Lemma ready_ren : forall lab n, ready (map ρ lab) (ren ρ n) = ready lab n.
  Proof.
    intros lab n. unfold ready. rewrite ins_of_ren. simpl fid. rewrite mem_ren. f_equal.
    induction (ins_of n) as [|u l IH]; simpl; [reflexivity|]. rewrite mem_ren, IH. reflexivity.
  Qed.

  Lemma least_ren : forall l b,
    least (ren ρ (fst b), snd b) (map (fun q => (ren ρ (fst q), snd q)) l) = ren ρ (least b l).
  Proof.
    induction l as [|p l IH]; intros b; [reflexivity|]. simpl.
    destruct (key_lt (snd p) (snd b)); [apply (IH p)|apply (IH b)].
  Qed.

  Lemma candidates_ren : forall lab cands,
    map (fun n => (n, key (map ρ lab) n)) (filter (ready (map ρ lab)) (map (ren ρ) cands))
    = map (fun q => (ren ρ (fst q), snd q)) (map (fun n => (n, key lab n)) (filter (ready lab) cands)).
  Proof.
    intros lab cands. induction cands as [|n cands IH]; [reflexivity|]. simpl.
    rewrite ready_ren. destruct (ready lab n); simpl; [|exact IH]. rewrite key_ren, IH. reflexivity.
  Qed.

  Lemma greedy_ren : forall k cands lab,
    greedy k (map (ren ρ) cands) (map ρ lab) = map ρ (greedy k cands lab).
  Proof.
    induction k as [|k IH]; intros cands lab; [reflexivity|]. simpl.
    rewrite candidates_ren. destruct (map (fun n => (n, key lab n)) (filter (ready lab) cands)) as [|p r];
      [reflexivity|]. simpl. rewrite least_ren. simpl fid.
    change (app (map ρ lab) [ρ (fid (least p r))]) with (app (map ρ lab) (map ρ [fid (least p r)])).
    rewrite <- map_app. apply IH.
  Qed.

  Lemma relabel_ren : forall lab x, relabel g (map ρ lab) (ρ x) = relabel f lab x.
  Proof.
    intros lab x. unfold relabel. rewrite Hlook. destruct (look f x) as [n|]; [|reflexivity]. simpl.
    rewrite ins_of_ren, map_map. f_equal. f_equal. apply map_ext. intros u. rewrite index_ren. reflexivity.
  Qed.
End Renaming.

Lemma filter_perm : forall {A} (p : A -> bool) l l', Permutation l l' -> Permutation (filter p l) (filter p l').
Proof.
  intros A p l l' H. induction H; simpl.
  - constructor.
  - destruct (p x); auto.
  - destruct (p x), (p y); auto using perm_swap.
  - eauto using Permutation_trans.
Qed.

Lemma filter_map_ren : forall ρ p l, (forall n, p (ren ρ n) = p n) -> filter p (map (ren ρ) l) = map (ren ρ) (filter p l).
Proof. intros ρ p l H. induction l as [|n l IH]; simpl; [reflexivity|]. rewrite H. destruct (p n); simpl; rewrite IH; reflexivity. Qed.

Lemma nodup_map_eq : forall {A B} (h : A -> B) l a b, NoDup (map h l) -> In a l -> In b l -> h a = h b -> a = b.
Proof.
  intros A B h l. induction l as [|x l IH]; intros a b N Ha Hb E; [destruct Ha|].
  inversion N as [|? ? Nx Nl]; subst. destruct Ha as [<-|Ha], Hb as [<-|Hb]; auto.
  - exfalso. apply Nx. rewrite E. apply in_map, Hb.
  - exfalso. apply Nx. rewrite <- E. apply in_map, Ha.
Qed.

(** With distinct ids, a node's lookup does not depend on the order. *)
Lemma look_perm : forall l l' x, NoDup (map fid l) -> Permutation l l' -> look l x = look l' x.
Proof.
  intros l l' x N P. assert (N' : NoDup (map fid l')) by (eapply Permutation_NoDup; [apply Permutation_map, P|exact N]).
  unfold look. destruct (find (fun n => String.eqb (fid n) x) l) as [n|] eqn:F.
  - apply find_some in F. destruct F as [Hi He]. apply String.eqb_eq in He.
    destruct (find (fun n => String.eqb (fid n) x) l') as [m|] eqn:F'.
    + apply find_some in F'. destruct F' as [Hi' He']. apply String.eqb_eq in He'. f_equal.
      apply (nodup_map_eq fid l'); auto. eapply Permutation_in; eauto. congruence.
    + exfalso. eapply find_none in F'; [|eapply Permutation_in; eauto]. rewrite He, String.eqb_refl in F'. discriminate.
  - destruct (find (fun n => String.eqb (fid n) x) l') as [m|] eqn:F'; [|reflexivity].
    apply find_some in F'. destruct F' as [Hi' He']. eapply find_none in F; [|eapply Permutation_in; [apply Permutation_sym, P|exact Hi']].
    rewrite He' in F. discriminate.
Qed.

(** Theorem 22, clause 1 (invariance): a renaming of the ids of a flow
    with distinct ids (an admitted flow's, [admit_flow_distinct]) changes
    neither its normal form nor, so, its encoding. *)
Theorem normal_renaming : forall ρ f g, NoDup (map fid f) -> renaming ρ f g -> normal g = normal f.
Proof.
  intros ρ f g N [inj P].
  assert (Hlook : forall x, look g (ρ x) = option_map (ren ρ) (look f x)).
  { intros x. rewrite <- (look_map ρ inj). symmetry. apply look_perm; auto.
    rewrite map_map. simpl. rewrite <- map_map. apply FinFun.Injective_map_NoDup; auto. }
  assert (Len : length g = length f) by (rewrite <- (Permutation_length P), map_length; reflexivity).
  assert (Out : Permutation (map (ren ρ) (filter is_output f)) (filter is_output g)).
  { rewrite <- filter_map_ren by reflexivity. apply filter_perm, P. }
  unfold normal, labeling. destruct (filter is_output f) as [|o [|o' r]] eqn:Ef.
  - simpl in Out. apply Permutation_nil in Out. rewrite Out. reflexivity.
  - simpl in Out. apply Permutation_length_1_inv in Out. rewrite Out. cbn [fid ren].
    rewrite Len, (visit_ren ρ inj f g Hlook _ _ []), <- map_rev, (nodes_of_ren ρ f g Hlook), map_length.
    set (c := nodes_of f (rev (visit (S (length f)) f (fid o) []))).
    rewrite (greedy_ren ρ inj _ _ []), map_length.
    destruct (Nat.eqb _ (length f)); [|reflexivity]. f_equal.
    generalize (greedy (length c) c []). intros lab.
    induction lab as [|x l IH] at 2 4; [reflexivity|]. simpl. rewrite (relabel_ren ρ inj f g Hlook), IH. reflexivity.
  - apply Permutation_length in Out. simpl in Out.
    destruct (filter is_output g) as [|a [|b r']]; simpl in Out; try discriminate; reflexivity.
Qed.

(** ** Reading the encoding back (Theorem 22, clause 2) *)

(** Labels: ["n"] and decimal digits, so one is read up to a separator. *)
Definition sep (c : ascii) : bool := is_c 44 c || is_c 93 c || is_c 32 c || is_c 41 c.

Fixpoint nosep (s : string) : bool :=
  match s with EmptyString => true | String c r => negb (sep c) && nosep r end.

Fixpoint read_lbl (s : string) : string * string :=
  match s with
  | EmptyString => (EmptyString, EmptyString)
  | String c r => if sep c then (EmptyString, s) else let (w, r') := read_lbl r in (String c w, r')
  end.

Definition sep_next (r : string) : Prop := match r with String c _ => sep c = true | EmptyString => True end.

Lemma read_lbl_app : forall w r, nosep w = true -> sep_next r -> read_lbl (w ++ r) = (w, r).
Proof.
  induction w as [|c w IH]; intros r H1 H2.
  - destruct r as [|c r]; [reflexivity|]. cbn [read_lbl append]. unfold sep_next in H2. rewrite H2. reflexivity.
  - cbn [read_lbl append nosep] in *. apply andb_true_iff in H1. destruct H1 as [Hc Hw].
    apply negb_true_iff in Hc. rewrite Hc, IH; auto.
Qed.

Lemma nosep_lbl : forall k, nosep (lbl k) = true.
Proof.
  intros k. unfold lbl. destruct (Nat.to_uint k) as [|d|d|d|d|d|d|d|d|d|d]; [reflexivity|..];
    simpl; induction d; simpl; auto.
Qed.

Lemma lbl_head : forall k, exists w, lbl k = String "n" w.
Proof. intros k. eexists. reflexivity. Qed.

Definition back (s : string) : nat :=
  match NilZero.uint_of_string s with Some d => Nat.of_uint d | None => 0 end.

Lemma back_digits : forall n, back (NilZero.string_of_uint (Nat.to_uint n)) = n.
Proof.
  intros n. pose proof (Unsigned.of_to n) as H. unfold back.
  destruct (Nat.to_uint n) as [|d|d|d|d|d|d|d|d|d|d] eqn:E; [simpl in H |- *; exact H|..];
    rewrite NilZero.usu by discriminate; exact H.
Qed.

Lemma lbl_inj : forall a b, lbl a = lbl b -> a = b.
Proof.
  intros a b E. unfold lbl in E. injection E as E.
  rewrite <- (back_digits a), <- (back_digits b), E. reflexivity.
Qed.

(** The labels of an [inputs] list, up to its [\]]. *)
Fixpoint dec_items (fuel : nat) (s : string) : option (list string * string) :=
  match fuel with
  | O => None
  | S k =>
      let (w, r) := read_lbl s in
      match r with
      | String c r' => if is_c 44 c then option_map (fun p => (w :: fst p, snd p)) (dec_items k r')
                       else if is_c 93 c then Some ([w], r') else None
      | EmptyString => None
      end
  end.

Definition dec_list (s : string) : option (list string * string) :=
  match s with
  | String c r => if is_c 93 c then Some ([], r) else dec_items (String.length s) s
  | EmptyString => None
  end.

Lemma dec_items_app : forall l r n, l <> [] -> String.length (join "," (map lbl l)) < n ->
  dec_items n (join "," (map lbl l) ++ String "]" r) = Some (map lbl l, r).
Proof.
  induction l as [|x l IH]; intros r n H Hn; [congruence|]. destruct n as [|n]; [simpl in Hn; lia|].
  destruct l as [|y l].
  - simpl. rewrite read_lbl_app; [reflexivity|apply nosep_lbl|reflexivity].
  - change (join "," (map lbl (x :: y :: l))) with (lbl x ++ "," ++ join "," (map lbl (y :: l))) in *.
    rewrite sapp_assoc. simpl. rewrite read_lbl_app; [|apply nosep_lbl|reflexivity]. simpl.
    rewrite IH; [reflexivity|discriminate|]. set (J := join "," (map lbl (y :: l))) in *.
    destruct (lbl_head x) as [w Hw]. rewrite Hw in Hn. rewrite slen_app in Hn. simpl in Hn. lia.
Qed.

Lemma dec_list_app : forall l r, dec_list (join "," (map lbl l) ++ String "]" r) = Some (map lbl l, r).
Proof.
  intros [|x l] r; [reflexivity|].
  assert (Hd : dec_items (String.length (join "," (map lbl (x :: l)) ++ String "]" r))
                 (join "," (map lbl (x :: l)) ++ String "]" r) = Some (map lbl (x :: l), r)).
  { apply dec_items_app; [discriminate|]. rewrite slen_app. simpl. lia. }
  destruct (lbl_head x) as [w Hw].
  destruct l as [|y l]; simpl in Hd |- *; rewrite Hw in Hd |- *; simpl in Hd |- *; exact Hd.
Qed.

(** A node read back: its kind and its inputs' label texts. *)
Definition dec_inputs (s : string) : option (list string * string) :=
  match strip " inputs=[" s with
  | Some r => match dec_list r with
              | Some (ls, r') => match strip ")" r' with Some r'' => Some (ls, r'') | None => None end
              | None => None
              end
  | None => None
  end.

Definition dec_node (s : string) : option ((fkind * list string) * string) :=
  match strip "(input " s with
  | Some r => let (_, r1) := read_lbl r in
              match strip ")" r1 with Some r2 => Some ((KInput, []), r2) | None => None end
  | None =>
  match strip "(output " s with
  | Some r => let (_, r1) := read_lbl r in
              option_map (fun p => ((KOutput, fst p), snd p)) (dec_inputs r1)
  | None =>
  match strip "(llm " s with
  | Some r =>
      let (_, r1) := read_lbl r in
      match strip " system=" r1 with
      | Some r2 =>
          match dec_str r2 with
          | Some (sy, r3) =>
              match strip " policy=sigma-pol/v2:" r3 with
              | Some r4 =>
                  match dec_term (String.length r4) r4 with
                  | Some (p, r5) =>
                      let tp := match strip " template=" r5 with
                                | Some r => option_map (fun q => (Some (fst q), snd q)) (dec_str r)
                                | None => Some (None, r5)
                                end in
                      match tp with
                      | Some (t, r6) => option_map (fun q => ((KLlm sy p t, fst q), snd q)) (dec_inputs r6)
                      | None => None
                      end
                  | None => None
                  end
              | None => None
              end
          | None => None
          end
      | None => None
      end
  | None => None
  end end end.

Fixpoint dec_nodes (fuel : nat) (s : string) : option (list (fkind * list string) * string) :=
  match fuel with
  | O => None
  | S k =>
      match dec_node s with
      | Some (n, String c r) =>
          if is_c 32 c then option_map (fun p => (n :: fst p, snd p)) (dec_nodes k r)
          else if is_c 41 c then Some ([n], r) else None
      | _ => None
      end
  end.

(** The encoding of a normal form read back (its nodes' kinds and input
    labels, in label order). *)
Definition dec_flow (s : string) : option (list (fkind * list string)) :=
  match strip "sigma-flow/v1:(" s with
  | Some r =>
      match r with
      | String c _ => if is_c 41 c then Some [] else option_map fst (dec_nodes (String.length r) r)
      | EmptyString => None
      end
  | None => None
  end.

Lemma sapp_nil_l : forall a : string, "" ++ a = a. Proof. reflexivity. Qed.

Lemma strip_cons : forall a w b s, strip (String a w) (String b s) = if Ascii.eqb a b then strip w s else None.
Proof. reflexivity. Qed.

Lemma strip_app : forall w r, strip w (w ++ r) = Some r.
Proof.
  induction w as [|c w IH]; intros r; [reflexivity|].
  cbn [append]. rewrite strip_cons, Ascii.eqb_refl. apply IH.
Qed.

(** What a node of a normal form satisfies: the input node has no input,
    and a policy is shaped (on an admitted flow, the normal form of an
    admitted term: [ShapeProofs.nf_shaped]). *)
Definition node_ok (n : nnode) : Prop :=
  match nk n with KInput => nins n = [] | KOutput => True | KLlm _ p _ => shaped p end.

(** Where the fields of a node differ: by computation. *)
Lemma miss_io : forall r, strip "(input " ("(output " ++ r) = None. Proof. reflexivity. Qed.
Lemma miss_il : forall r, strip "(input " ("(llm " ++ r) = None. Proof. reflexivity. Qed.
Lemma miss_ol : forall r, strip "(output " ("(llm " ++ r) = None. Proof. reflexivity. Qed.
Lemma miss_ti : forall r, strip " template=" (" inputs=[" ++ r) = None. Proof. reflexivity. Qed.

Definition seen_node (n : nnode) : fkind * list string := (nk n, map lbl (nins n)).

Lemma dec_inputs_app : forall l r, dec_inputs (inputs_text l ++ ")" ++ r) = Some (map lbl l, r).
Proof.
  intros l r. unfold dec_inputs, inputs_text. rewrite !sapp_assoc. rewrite strip_app.
  change ("]" ++ ")" ++ r) with (String "]" (")" ++ r)). rewrite dec_list_app, strip_app. reflexivity.
Qed.

Lemma dec_node_app : forall i n r, node_ok n -> dec_node (enc_nnode i n ++ r) = Some (seen_node n, r).
Proof.
  intros i [k ins] r H. unfold node_ok, seen_node in *. cbn [nk nins] in *.
  destruct k as [| |sy p t].
  - subst ins. replace (enc_nnode i (NN KInput []) ++ r) with ("(input " ++ lbl i ++ String ")" r)
      by (unfold enc_nnode; cbn [kind_name nk]; rewrite !sapp_assoc; reflexivity).
    unfold dec_node. rewrite strip_app, read_lbl_app; [reflexivity|apply nosep_lbl|reflexivity].
  - replace (enc_nnode i (NN KOutput ins) ++ r) with ("(output " ++ lbl i ++ inputs_text ins ++ ")" ++ r)
      by (unfold enc_nnode; cbn [kind_name nk nins]; rewrite !sapp_assoc; reflexivity).
    unfold dec_node. rewrite miss_io, strip_app.
    rewrite read_lbl_app; [|apply nosep_lbl|reflexivity]. rewrite dec_inputs_app. reflexivity.
  - set (tail := (match t with Some x => " template=" ++ enc_str x | None => "" end ++ inputs_text ins) ++ ")" ++ r).
    replace (enc_nnode i (NN (KLlm sy p t) ins) ++ r)
      with ("(llm " ++ lbl i ++ " system=" ++ enc_str sy ++ " policy=sigma-pol/v2:" ++ enc p ++ tail)
      by (unfold enc_nnode, tail, canonical; cbn [kind_name nk nins]; rewrite !sapp_assoc; reflexivity).
    unfold dec_node. rewrite miss_il, miss_ol.
    rewrite strip_app, read_lbl_app; [|apply nosep_lbl|reflexivity].
    rewrite strip_app, dec_str_enc, strip_app.
    rewrite (dec_term_enc p H); [|rewrite slen_app; lia].
    unfold tail. destruct t as [x|]; cbv iota.
    + rewrite !sapp_assoc, strip_app, dec_str_enc. cbn [option_map fst snd]. rewrite dec_inputs_app. reflexivity.
    + rewrite (sapp_nil_l (inputs_text ins)). unfold inputs_text at 1. rewrite !sapp_assoc, miss_ti.
      rewrite <- !sapp_assoc. fold (inputs_text ins). rewrite sapp_assoc, dec_inputs_app. reflexivity.
Qed.

Lemma dec_nodes_app : forall l i r n, l <> [] -> Forall node_ok l ->
  String.length (join " " (enc_nodes i l)) < n ->
  dec_nodes n (join " " (enc_nodes i l) ++ String ")" r) = Some (map seen_node l, r).
Proof.
  induction l as [|x l IH]; intros i r n H F Hn; [congruence|]. inversion F as [|? ? Fx Fl]; subst.
  destruct n as [|n]; [simpl in Hn; lia|].
  destruct l as [|y l].
  - cbn [enc_nodes join map]. cbn [dec_nodes]. rewrite dec_node_app by exact Fx. reflexivity.
  - change (join " " (enc_nodes i (x :: y :: l))) with (enc_nnode i x ++ " " ++ join " " (enc_nodes (S i) (y :: l))) in *.
    rewrite sapp_assoc. cbn [dec_nodes]. rewrite dec_node_app by exact Fx. cbn [append].
    change (is_c 32 " ") with true. cbv iota.
    rewrite IH; [reflexivity|discriminate|exact Fl|].
    set (J := join " " (enc_nodes (S i) (y :: l))) in *. set (E := enc_nnode i x) in *.
    rewrite !slen_app in Hn. change (String.length " ") with 1 in Hn. lia.
Qed.

Lemma enc_nnode_head : forall i n, exists w, enc_nnode i n = String "(" w.
Proof. intros. eexists. reflexivity. Qed.

(** The encoding of a normal form read back. *)
Lemma dec_flow_enc : forall l, Forall node_ok l -> dec_flow (enc_flow l) = Some (map seen_node l).
Proof.
  intros [|x l] F; [reflexivity|]. unfold dec_flow, enc_flow. rewrite strip_app.
  pose proof (dec_nodes_app (x :: l) 0 "" (String.length (join " " (enc_nodes 0 (x :: l)) ++ ")")))
    as D. rewrite D; [|discriminate|exact F|rewrite slen_app; simpl; lia].
  destruct (enc_nnode_head 0 x) as [w Hw].
  destruct l as [|y l]; cbn [enc_nodes join]; rewrite Hw; reflexivity.
Qed.

Lemma map_lbl_inj : forall a b, map lbl a = map lbl b -> a = b.
Proof.
  induction a as [|x a IH]; intros [|y b] E; try discriminate; [reflexivity|].
  simpl in E. assert (E1 : lbl x = lbl y) by congruence. assert (E2 : map lbl a = map lbl b) by congruence.
  f_equal; [apply lbl_inj, E1|apply IH, E2].
Qed.

Lemma seen_inj : forall a b, map seen_node a = map seen_node b -> a = b.
Proof.
  induction a as [|x a IH]; intros [|y b] E; try discriminate; [reflexivity|].
  injection E as E1 E2 E3. destruct x, y. cbn in *. subst. f_equal; [f_equal; apply map_lbl_inj, E2|apply IH, E3].
Qed.

(** Theorem 22, clause 2, the encoding's part: two normal forms with one
    encoding are one normal form. *)
Theorem enc_flow_injective : forall a b, Forall node_ok a -> Forall node_ok b -> enc_flow a = enc_flow b -> a = b.
Proof.
  intros a b Fa Fb E. apply seen_inj. pose proof (dec_flow_enc a Fa) as Da. rewrite E, dec_flow_enc in Da by exact Fb.
  injection Da as Da. symmetry. exact Da.
Qed.

(** ** A flow is its normal form renamed (Theorem 22, clause 2) *)

(** The greedy walk labels distinct ids, each a candidate's whose inputs
    were labeled before it. *)
Definition closed (cands : list fnode) (lab : list string) : Prop :=
  forall x, In x lab -> exists n, In n cands /\ fid n = x /\ incl (ins_of n) lab.

Lemma least_in : forall l b, In (least b l) (fst b :: map fst l).
Proof.
  induction l as [|p l IH]; intros b; simpl; [auto|].
  destruct (key_lt (snd p) (snd b)).
  - specialize (IH p). simpl in IH. tauto.
  - specialize (IH b). simpl in IH. tauto.
Qed.

Lemma greedy_inv : forall k cands lab, NoDup lab -> closed cands lab ->
  NoDup (greedy k cands lab) /\ closed cands (greedy k cands lab).
Proof.
  induction k as [|k IH]; intros cands lab N C; [auto|]. simpl.
  destruct (map (fun n => (n, key lab n)) (filter (ready lab) cands)) as [|p r] eqn:E; [auto|].
  assert (Hm : In (least p r) (filter (ready lab) cands)).
  { pose proof (least_in r p) as H. change (fst p :: map fst r) with (map fst (p :: r)) in H.
    rewrite <- E, map_map in H. simpl in H. rewrite map_id in H. exact H. }
  apply filter_In in Hm. destruct Hm as [Hc Hr]. unfold ready in Hr. apply andb_true_iff in Hr.
  destruct Hr as [Hn Hi]. apply negb_true_iff in Hn. rewrite forallb_forall in Hi.
  apply IH.
  - apply (Permutation_NoDup (Permutation_cons_append lab _)). constructor; [|exact N].
    intros Hx. unfold mem in Hn. apply Bool.not_true_iff_false in Hn. apply Hn. apply existsb_exists.
    exists (fid (least p r)). rewrite String.eqb_refl. auto.
  - intros x Hx. apply in_app_or in Hx. destruct Hx as [Hx|[<-|[]]].
    + destruct (C x Hx) as [n [Hn1 [Hn2 Hn3]]]. exists n. split; [auto|split; [auto|]].
      intros u Hu. apply in_or_app. left. auto.
    + exists (least p r). split; [auto|split; [auto|]]. intros u Hu. apply in_or_app. left.
      specialize (Hi u Hu). unfold mem in Hi. apply existsb_exists in Hi. destruct Hi as [y [Hy Ey]].
      apply String.eqb_eq in Ey. subst. exact Hy.
Qed.

Lemma nodes_of_in : forall f ids n, In n (nodes_of f ids) -> In n f.
Proof.
  intros f ids n H. unfold nodes_of in H. apply in_flat_map in H. destruct H as [x [_ Hx]].
  destruct (look f x) as [m|] eqn:L; [|destruct Hx]. destruct Hx as [<-|[]].
  unfold look in L. apply find_some in L. tauto.
Qed.

Lemma look_in : forall f n, NoDup (map fid f) -> In n f -> look f (fid n) = Some n.
Proof.
  intros f n N H. unfold look. destruct (find (fun m => String.eqb (fid m) (fid n)) f) as [m|] eqn:F.
  - apply find_some in F. destruct F as [Hm Em]. apply String.eqb_eq in Em. f_equal.
    apply (nodup_map_eq fid f); auto.
  - eapply find_none in F; [|exact H]. rewrite String.eqb_refl in F. discriminate.
Qed.

(** The labels of a flow whose normal form exists. *)
Lemma labeling_spec : forall f a, NoDup (map fid f) -> normal f = Some a ->
  exists lab, Permutation lab (map fid f) /\ a = flat_map (relabel f lab) lab /\
    forall x, In x lab -> exists n, look f x = Some n /\ incl (ins_of n) lab.
Proof.
  intros f a N H. unfold normal, labeling in H.
  destruct (filter is_output f) as [|o [|o' r]]; try discriminate.
  set (c := nodes_of f (rev (visit (S (length f)) f (fid o) []))) in H.
  destruct (greedy_inv (length c) c [] (NoDup_nil _) ltac:(intros x [])) as [Nd Cl].
  set (lab := greedy (length c) c []) in *.
  destruct (Nat.eqb (length lab) (length f)) eqn:L; [|discriminate]. apply PeanoNat.Nat.eqb_eq in L.
  injection H as <-. exists lab.
  assert (Inc : incl lab (map fid f)).
  { intros x Hx. destruct (Cl x Hx) as [n [Hn [<- _]]]. apply in_map. eapply nodes_of_in. exact Hn. }
  split; [|split; [reflexivity|]].
  - apply NoDup_Permutation_bis; auto. rewrite map_length. lia.
  - intros x Hx. destruct (Cl x Hx) as [n [Hn [<- Hi]]]. exists n. split; [|exact Hi].
    apply look_in; auto. eapply nodes_of_in. exact Hn.
Qed.

Definition get (f : flow) (x : string) : fnode :=
  match look f x with Some n => n | None => FNode x KInput [] end.

Definition idx (lab : list string) (u : string) : nat := match index_of u lab with Some i => i | None => 0 end.

Lemma relabel_get : forall f lab L, (forall x, In x L -> look f x <> None) ->
  flat_map (relabel f lab) L = map (fun x => NN (fk (get f x)) (map (idx lab) (ins_of (get f x)))) L.
Proof.
  intros f lab L H. induction L as [|x L IH]; [reflexivity|]. simpl. unfold relabel at 1, get at 1 2.
  destruct (look f x) as [n|] eqn:E; [|exfalso; exact (H x (or_introl eq_refl) E)]. simpl. rewrite IH; [reflexivity|intros y Hy; apply H; right; exact Hy].
Qed.

Lemma nodes_of_get : forall f L, (forall x, In x L -> look f x <> None) -> nodes_of f L = map (get f) L.
Proof.
  intros f L H. induction L as [|x L IH]; [reflexivity|]. simpl. unfold get at 1.
  destruct (look f x) as [n|] eqn:E; [|exfalso; exact (H x (or_introl eq_refl) E)]. simpl.
  rewrite IH; [reflexivity|intros y Hy; apply H; right; exact Hy].
Qed.

Lemma perm_nodes : forall f L, NoDup (map fid f) -> Permutation L (map fid f) -> Permutation (nodes_of f L) f.
Proof.
  intros f L N P.
  assert (S : forall x, In x L -> look f x <> None).
  { intros x Hx. apply (Permutation_in _ P), in_map_iff in Hx. destruct Hx as [n [<- Hn]].
    rewrite look_in; auto. discriminate. }
  rewrite nodes_of_get by exact S. apply (Permutation_map (get f)) in P. rewrite map_map in P.
  rewrite (map_ext_in _ (fun n => n)) in P; [rewrite map_id in P; exact P|].
  intros n Hn. unfold get. rewrite look_in; auto.
Qed.

Lemma index_nth : forall L i d, NoDup L -> i < length L -> index_of (nth i L d) L = Some i.
Proof.
  induction L as [|a L IH]; intros i d N H; [simpl in H; lia|]. inversion N as [|? ? Na NL]; subst.
  destruct i as [|i]; simpl; [rewrite String.eqb_refl; reflexivity|].
  destruct (String.eqb_spec (nth i L d) a) as [E|E].
  - exfalso. apply Na. rewrite <- E. apply nth_In. simpl in H. lia.
  - rewrite IH; auto. simpl in H. lia.
Qed.

Lemma nth_index : forall L x i d, index_of x L = Some i -> nth i L d = x.
Proof.
  induction L as [|a L IH]; intros x i d H; [discriminate|]. simpl in H.
  destruct (String.eqb_spec x a) as [->|E]; [injection H as <-; reflexivity|].
  destruct (index_of x L) as [j|] eqn:J; [|discriminate]. injection H as <-. simpl. apply IH, J.
Qed.

Lemma index_in : forall L x, In x L -> exists i, index_of x L = Some i /\ i < length L.
Proof.
  induction L as [|a L IH]; intros x H; [destruct H|]. simpl.
  destruct (String.eqb_spec x a) as [->|E]; [exists 0; split; [reflexivity|simpl; lia]|].
  destruct H as [->|H]; [congruence|]. destruct (IH x H) as [i [Hi Li]]. rewrite Hi. exists (S i).
  simpl. split; [reflexivity|lia].
Qed.

Lemma nth_map_lt : forall {A B} (h : A -> B) l d e i, i < length l -> nth i (map h l) e = h (nth i l d).
Proof. intros A B h l d e i H. rewrite (nth_indep _ e (h d)) by (rewrite map_length; exact H). apply map_nth. Qed.

(** [f ≅ g] (proofs/22-flow.md): a bijection [ρ] of the ids of [f] onto
    those of [g] that maps each node of [f] to a node of [g] with its kind
    (prompt, policy, template) and its inputs mapped by [ρ], in order. *)
Definition ren_in (ρ : string -> string) (n : fnode) : fnode := FNode (ρ (fid n)) (fk n) (map ρ (ins_of n)).

Definition iso (f g : flow) : Prop :=
  exists ρ, (forall x y, In x (map fid f) -> In y (map fid f) -> ρ x = ρ y -> x = y) /\
    Permutation (map (ren_in ρ) f) (map (ren_in (fun x => x)) g).

(** Theorem 22, clause 2, the labeling's part: two flows with one normal
    form are renamings of each other. *)
Theorem normal_iso : forall f g a, NoDup (map fid f) -> NoDup (map fid g) ->
  normal f = Some a -> normal g = Some a -> iso f g.
Proof.
  intros f g a Nf Ng Hf Hg.
  destruct (labeling_spec f a Nf Hf) as [Lf [Pf [Af Cf]]].
  destruct (labeling_spec g a Ng Hg) as [Lg [Pg [Ag Cg]]].
  assert (Sf : forall x, In x Lf -> look f x <> None) by (intros x Hx; destruct (Cf x Hx) as [n [-> _]]; discriminate).
  assert (Sg : forall x, In x Lg -> look g x <> None) by (intros x Hx; destruct (Cg x Hx) as [n [-> _]]; discriminate).
  assert (NLf : NoDup Lf) by (eapply Permutation_NoDup; [symmetry; exact Pf|exact Nf]).
  assert (NLg : NoDup Lg) by (eapply Permutation_NoDup; [symmetry; exact Pg|exact Ng]).
  rewrite relabel_get in Af, Ag by assumption. rewrite Ag in Af. clear a Hf Hg Ag.
  assert (Len : length Lg = length Lf) by (pose proof (f_equal (@length _) Af) as E; rewrite !map_length in E; exact E).
  set (ρ := fun x => match index_of x Lf with Some i => nth i Lg x | None => x end).
  (* the node at label i on both sides *)
  assert (At : forall i, i < length Lf ->
            fk (get g (nth i Lg "")) = fk (get f (nth i Lf "")) /\
            map (idx Lg) (ins_of (get g (nth i Lg ""))) = map (idx Lf) (ins_of (get f (nth i Lf "")))).
  { intros i Hi. pose proof (f_equal (fun l => nth i l (NN KInput [])) Af) as E. cbn beta in E.
    rewrite (nth_map_lt _ Lg "") in E by lia. rewrite (nth_map_lt _ Lf "") in E by lia.
    injection E as E1 E2. auto. }
  assert (Rho : forall i, i < length Lf -> ρ (nth i Lf "") = nth i Lg "").
  { intros i Hi. unfold ρ. rewrite index_nth by assumption. apply nth_indep. lia. }
  exists ρ. split.
  - intros x y Hx Hy E. apply (Permutation_in _ (Permutation_sym Pf)) in Hx, Hy.
    destruct (index_in Lf x Hx) as [i [Hi Li]], (index_in Lf y Hy) as [j [Hj Lj]].
    rewrite <- (nth_index Lf x i "" Hi), <- (nth_index Lf y j "" Hj) in E |- *.
    rewrite !Rho in E by assumption. f_equal.
    apply (proj1 (NoDup_nth Lg "") NLg); auto; lia.
  - apply (Permutation_trans (Permutation_map _ (Permutation_sym (perm_nodes f Lf Nf Pf)))).
    apply (fun P => Permutation_trans P (Permutation_map _ (perm_nodes g Lg Ng Pg))).
    rewrite !nodes_of_get by assumption. rewrite !map_map.
    enough (Eq : map (fun x => ren_in ρ (get f x)) Lf = map (fun x => ren_in (fun x => x) (get g x)) Lg)
      by (rewrite Eq; apply Permutation_refl).
    apply nth_ext with (d := ren_in ρ (get f "")) (d' := ren_in (fun x => x) (get g "")).
    { rewrite !map_length. lia. }
    intros i Hi. rewrite map_length in Hi. rewrite (nth_map_lt _ Lf ""), (nth_map_lt _ Lg "") by lia.
    destruct (At i Hi) as [K I].
    assert (Hi' : i < length Lg) by lia.
    destruct (Cf _ (nth_In Lf "" Hi)) as [nf [Lnf If]]. destruct (Cg _ (nth_In Lg "" Hi')) as [ng [Lng Ig]].
    unfold get in K, I |- *. rewrite Lnf, Lng in *.
    assert (Ff : fid nf = nth i Lf "") by (unfold look in Lnf; apply find_some in Lnf; apply String.eqb_eq; tauto).
    assert (Fg : fid ng = nth i Lg "") by (unfold look in Lng; apply find_some in Lng; apply String.eqb_eq; tauto).
    unfold ren_in. rewrite Ff, Fg, Rho by assumption. f_equal; [symmetry; exact K|]. rewrite map_id.
    transitivity (map (fun j => nth j Lg "") (map (idx Lf) (ins_of nf))).
    + rewrite map_map. apply map_ext_in. intros u Hu. destruct (index_in Lf u (If u Hu)) as [j [Hj Lj]].
      unfold ρ, idx. rewrite Hj. apply nth_indep. lia.
    + rewrite <- I, map_map. rewrite <- (map_id (ins_of ng)) at 2. apply map_ext_in. intros v Hv.
      destruct (index_in Lg v (Ig v Hv)) as [j [Hj Lj]]. unfold idx. rewrite Hj. apply nth_index, Hj.
Qed.

(** The policies of a flow are shaped (an admitted flow's are normal forms
    of admitted terms). *)
Definition policies_shaped (f : flow) : Prop :=
  forall n, In n f -> match fk n with KLlm _ p _ => shaped p | _ => True end.

Lemma normal_ok : forall f a, policies_shaped f -> normal f = Some a -> Forall node_ok a.
Proof.
  intros f a S H. unfold normal in H. destruct (labeling f) as [lab|]; [|discriminate].
  destruct (Nat.eqb _ _); [|discriminate]. injection H as <-. apply Forall_forall. intros m Hm.
  apply in_flat_map in Hm. destruct Hm as [x [_ Hx]]. unfold relabel in Hx.
  destruct (look f x) as [n|] eqn:L; [|destruct Hx]. destruct Hx as [<-|[]].
  unfold look in L. apply find_some in L. destruct L as [Hn _]. specialize (S n Hn).
  unfold node_ok, ins_of. cbn [nk nins]. destruct (fk n); auto.
Qed.

(** Theorem 22, clause 2 (injectivity): two flows (ids distinct, policies
    shaped: an admitted flow's) whose normal forms have one encoding are
    renamings of each other. *)
Theorem enc_flow_iso : forall f g a b, NoDup (map fid f) -> NoDup (map fid g) ->
  policies_shaped f -> policies_shaped g -> normal f = Some a -> normal g = Some b ->
  enc_flow a = enc_flow b -> iso f g.
Proof.
  intros f g a b Nf Ng Sf Sg Hf Hg E.
  pose proof (enc_flow_injective a b (normal_ok f a Sf Hf) (normal_ok g b Sg Hg) E) as <-.
  eapply normal_iso; eauto.
Qed.

(** ** What admission leaves: distinct ids, shaped policies *)

Lemma admit_node_shaped : forall known σ names id v k rs,
  admit_node known σ names id v = inr (k, rs) ->
  match k with KLlm _ p _ => shaped p | KInput => rs = [] | KOutput => True end.
Proof.
  intros known σ names id v k rs H. unfold admit_node in H.
  destruct v; try discriminate; cbv zeta in H;
  repeat match type of H with
  | context [match ?x with _ => _ end] => destruct x eqn:?; try discriminate
  | context [if ?x then _ else _] => destruct x eqn:?; try discriminate
  end; injection H as <- <-; auto.
  all: apply ShapeProofs.nf_shaped; eapply ShapeProofs.admit_term_shaped; eassumption.
Qed.

(** The input node lists no input. *)
Definition inputs_clean (f : flow) : Prop := forall n, In n f -> fk n = KInput -> fins n = [].

Lemma admit_nodes_spec : forall known σ names m f, admit_nodes known σ names m = inr f ->
  map fid f = map fst m /\ policies_shaped f /\ inputs_clean f.
Proof.
  intros known σ names m. induction m as [|[id v] m IH]; intros f H; simpl in H.
  - injection H as <-. split; [reflexivity|]. split; intros n [].
  - destruct (admit_node known σ names id v) as [e|[k rs]] eqn:E; [discriminate|].
    destruct (admit_nodes known σ names m) as [e|ns] eqn:E'; [discriminate|]. injection H as <-.
    destruct (IH ns eq_refl) as [H1 [H2 H3]]. apply admit_node_shaped in E.
    split; [simpl; f_equal; exact H1|split].
    + intros n [<-|Hn]; [|exact (H2 n Hn)]. simpl. destruct k; auto.
    + intros n [<-|Hn] Hk; [|exact (H3 n Hn Hk)]. simpl in Hk |- *. subst k. exact E.
Qed.

Lemma admit_graph_same : forall f g, admit_graph f = FOk g -> g = f.
Proof.
  intros f g H. unfold admit_graph in H. cbv zeta in H.
  repeat match type of H with
  | context [match ?x with _ => _ end] => destruct x eqn:?; try discriminate
  | context [if ?x then _ else _] => destruct x eqn:?; try discriminate
  end; injection H as <-; reflexivity.
Qed.

Lemma sorted_nodup : forall {A} (m : list (string * A)), keys_lt m -> NoDup (map fst m).
Proof.
  intros A m H. induction H as [|x m Hs IH Hf]; simpl; constructor; auto.
  intros Hin. apply in_map_iff in Hin. destruct Hin as [y [Ey Hy]].
  rewrite Forall_forall in Hf. specialize (Hf y Hy). rewrite Ey in Hf.
  pose proof (String.compare_antisym (fst x) (fst x)) as C. rewrite Hf in C. discriminate.
Qed.

(** An admitted flow has distinct ids and shaped policies: the premises
    of the theorems above. *)
Theorem admit_flow_ok : forall known σ v f, admit_flow known σ v = FOk f ->
  NoDup (map fid f) /\ policies_shaped f /\ inputs_clean f.
Proof.
  intros known σ v f H. unfold admit_flow in H. cbv zeta in H.
  repeat match type of H with
  | context [match ?x with _ => _ end] =>
      lazymatch x with admit_nodes _ _ _ _ => fail | _ => destruct x eqn:?; try discriminate end
  | context [if ?x then _ else _] => destruct x eqn:?; try discriminate
  end.
  all: destruct (admit_nodes known σ _ _) as [[q0 why0]|f'] eqn:En; try discriminate;
    apply admit_graph_same in H; subst f'; apply admit_nodes_spec in En; destruct En as [E S];
    split; [|exact S]; rewrite E;
    match goal with Hs : sort_uniq _ = _ |- _ => rewrite <- Hs end; apply sorted_nodup, ShapeProofs.sort_uniq_sorted.
Qed.

(** Theorem 22, clauses 1 and 2, on admitted flows. *)
Theorem admitted_normal_renaming : forall known σ v f ρ g,
  admit_flow known σ v = FOk f -> renaming ρ f g -> normal g = normal f.
Proof. intros known σ v f ρ g H R. apply (normal_renaming ρ); [apply (admit_flow_ok known σ v f H)|exact R]. Qed.

Theorem admitted_flow_identity : forall known σ v w f g a b,
  admit_flow known σ v = FOk f -> admit_flow known σ w = FOk g ->
  normal f = Some a -> normal g = Some b -> enc_flow a = enc_flow b -> iso f g.
Proof.
  intros known σ v w f g a b Hf Hg Na Nb E.
  destruct (admit_flow_ok known σ v f Hf) as [? [? _]], (admit_flow_ok known σ w g Hg) as [? [? _]].
  eapply enc_flow_iso; eauto.
Qed.

(** ** Idempotence (Theorem 22, clause 3) *)

(** A normal form as a flow: the node at label [i] has the id [n<i>] and
    its inputs' labels as ids (the protocol's [normal]). *)
Fixpoint as_flow_from (i : nat) (a : list nnode) : flow :=
  match a with
  | [] => []
  | n :: r => FNode (lbl i) (nk n) (map lbl (nins n)) :: as_flow_from (S i) r
  end.

Definition as_flow (a : list nnode) : flow := as_flow_from 0 a.

Lemma as_flow_length : forall a i, length (as_flow_from i a) = length a.
Proof. induction a as [|n a IH]; intros i; simpl; [reflexivity|]. rewrite IH. reflexivity. Qed.

Lemma as_flow_nth : forall a i j d e, j < length a ->
  nth j (as_flow_from i a) e = FNode (lbl (i + j)) (nk (nth j a d)) (map lbl (nins (nth j a d))).
Proof.
  induction a as [|n a IH]; intros i j d e H; [simpl in H; lia|].
  destruct j as [|j]; simpl; [rewrite PeanoNat.Nat.add_0_r; reflexivity|].
  rewrite (IH _ _ d) by (simpl in H; lia). rewrite PeanoNat.Nat.add_succ_r. reflexivity.
Qed.

Lemma lbl_not_hash : forall i x, lbl i <> "#" ++ x.
Proof. intros i x E. unfold lbl in E. discriminate. Qed.

(** The normal form of an admitted flow's normal form is itself: the
    labeling renames the flow into its normal form, and clause 1 applies. *)
Theorem normal_idempotent : forall f a, NoDup (map fid f) -> inputs_clean f ->
  normal f = Some a -> normal (as_flow a) = Some a.
Proof.
  intros f a N C H. rewrite <- H.
  destruct (labeling_spec f a N H) as [L [P [A Cl]]].
  assert (S : forall x, In x L -> look f x <> None) by (intros x Hx; destruct (Cl x Hx) as [n [-> _]]; discriminate).
  assert (NL : NoDup L) by (eapply Permutation_NoDup; [symmetry; exact P|exact N]).
  rewrite relabel_get in A by exact S.
  set (ρ := fun x => match index_of x L with Some i => lbl i | None => "#" ++ x end).
  apply (normal_renaming ρ); [exact N|split].
  - intros x y E. unfold ρ in E.
    destruct (index_of x L) as [i|] eqn:Ex, (index_of y L) as [j|] eqn:Ey.
    + apply lbl_inj in E. subst j. rewrite <- (nth_index L x i "" Ex), <- (nth_index L y i "" Ey). reflexivity.
    + exfalso. exact (lbl_not_hash i y E).
    + exfalso. exact (lbl_not_hash j x (eq_sym E)).
    + injection E as E. exact E.
  - apply (Permutation_trans (Permutation_map _ (Permutation_sym (perm_nodes f L N P)))).
    rewrite nodes_of_get by exact S. rewrite map_map, A.
    enough (Eq : map (fun x => ren ρ (get f x)) L =
                 as_flow (map (fun x => NN (fk (get f x)) (map (idx L) (ins_of (get f x)))) L))
      by (rewrite Eq; apply Permutation_refl).
    apply nth_ext with (d := ren ρ (get f "")) (d' := FNode "" KInput []).
    { unfold as_flow. rewrite as_flow_length, !map_length. reflexivity. }
    intros i Hi. rewrite map_length in Hi. unfold as_flow.
    rewrite (as_flow_nth _ 0 i (NN KInput [])) by (rewrite map_length; exact Hi).
    rewrite (nth_map_lt _ L "") by exact Hi. rewrite (nth_map_lt _ L "") by exact Hi. cbn [nk nins plus].
    destruct (Cl _ (nth_In L "" Hi)) as [n [Ln In]]. unfold get. rewrite Ln.
    assert (Fn : fid n = nth i L "") by (unfold look in Ln; apply find_some in Ln; apply String.eqb_eq; tauto).
    unfold ren. rewrite Fn. f_equal.
    + unfold ρ. rewrite index_nth by assumption. reflexivity.
    + assert (Ins : fins n = ins_of n).
      { unfold ins_of. destruct (fk n) eqn:K; auto. apply C; auto. unfold look in Ln. apply find_some in Ln. tauto. }
      rewrite Ins, map_map. apply map_ext_in. intros u Hu. destruct (index_in L u (In u Hu)) as [j [Hj _]].
      unfold ρ, idx. rewrite Hj. reflexivity.
Qed.

(** ** The normal form is defined on every admitted flow *)

(** [normal] is defined on every admitted flow (proofs/22-flow.md,
    "the walk labels every node"): [Flow.normal] answers [None] unless
    there is one output node and the greedy labeling of §16.3 labels every
    node, and admission (§16.2) guarantees both.  F-One-Output gives the
    output; F-Path puts every node among the walk's candidates; F-Acyclic
    (the peeling of [Flow.peel] removes every node) gives each node a
    well-founded chain of inputs, so while a node is unlabeled one is ready
    (the unlabeled node whose inputs were all peeled before it), and the
    greedy walk, one node per step, labels them all.  The theorems above
    then hold on admitted flows with no premise on [normal], and the
    [flow] kind's answer is never [FAUnlabeled]. *)

Lemma mem_in : forall x l, mem x l = true <-> In x l.
Proof.
  intros x l. unfold mem. rewrite existsb_exists. split.
  - intros [y [Hy E]]. apply String.eqb_eq in E. subst. exact Hy.
  - intros H. exists x. rewrite String.eqb_refl. auto.
Qed.

Lemma ins_of_fins : forall n u, In u (ins_of n) -> In u (fins n).
Proof. intros [i k l] u H. unfold ins_of in H. destruct k; simpl in *; tauto. Qed.

(** ** What F-Acyclic gives: every id has a well-founded chain of inputs *)

(** [below f x]: [x] is the id of a node of [f] whose inputs are all
    [below f] (an inductive, so: no cycle through [x]). *)
Inductive below (f : flow) : string -> Prop :=
| Below : forall n, In n f -> (forall u, In u (fins n) -> below f u) -> below f (fid n).

(** One round of [peel]: the nodes not yet removed whose inputs all are. *)
Definition round (f : flow) (gone : list string) : list string :=
  map fid (filter (fun n => negb (mem (fid n) gone) && forallb (fun u => mem u gone) (fins n)) f).

Lemma peel_step : forall k f gone, peel (S k) f gone =
  match round f gone with [] => gone | _ => peel k f (app gone (round f gone)) end.
Proof. reflexivity. Qed.

Lemma round_below : forall f gone, (forall x, In x gone -> below f x) -> forall x, In x (round f gone) -> below f x.
Proof.
  intros f gone G x Hx. unfold round in Hx. apply in_map_iff in Hx. destruct Hx as [n [<- Hn]].
  apply filter_In in Hn. destruct Hn as [Hn Hp]. apply andb_true_iff in Hp. destruct Hp as [_ Hp].
  rewrite forallb_forall in Hp. constructor; [exact Hn|]. intros u Hu. apply G, mem_in, Hp, Hu.
Qed.

Lemma peel_below : forall f k gone, (forall x, In x gone -> below f x) -> forall x, In x (peel k f gone) -> below f x.
Proof.
  intros f k. induction k as [|k IH]; intros gone G x Hx; [exact (G x Hx)|].
  rewrite peel_step in Hx. destruct (round f gone) as [|y ys] eqn:E; [exact (G x Hx)|].
  rewrite <- E in Hx. refine (IH _ _ x Hx). intros z Hz. apply in_app_or in Hz. destruct Hz as [Hz|Hz];
    [exact (G z Hz)|exact (round_below f gone G z Hz)].
Qed.

Lemma nodup_app : forall (a b : list string), NoDup a -> NoDup b -> (forall x, In x b -> ~ In x a) -> NoDup (a ++ b).
Proof.
  induction a as [|y a IH]; intros b Na Nb D; [exact Nb|]. inversion Na as [|? ? Ny Na']; subst. simpl. constructor.
  - intros H. apply in_app_or in H. destruct H as [H|H]; [exact (Ny H)|exact (D y H (or_introl eq_refl))].
  - apply IH; auto. intros x Hx H. exact (D x Hx (or_intror H)).
Qed.

Lemma nodup_fid_filter : forall p f, NoDup (map fid f) -> NoDup (map fid (filter p f)).
Proof.
  intros p f N. induction f as [|n f IH]; [constructor|]. inversion N as [|? ? Nn Nf]; subst. simpl.
  destruct (p n); [|exact (IH Nf)]. simpl. constructor; [|exact (IH Nf)].
  intros H. apply Nn. apply in_map_iff in H. destruct H as [m [E Hm]]. apply filter_In in Hm.
  rewrite <- E. apply in_map, Hm.
Qed.

Lemma peel_nodup : forall f k gone, NoDup (map fid f) -> NoDup gone -> NoDup (peel k f gone).
Proof.
  intros f k. induction k as [|k IH]; intros gone N G; [exact G|]. rewrite peel_step.
  destruct (round f gone) as [|y ys] eqn:E; [exact G|]. rewrite <- E. apply IH; [exact N|].
  apply nodup_app; [exact G|apply nodup_fid_filter, N|]. intros x Hx Hg. unfold round in Hx.
  apply in_map_iff in Hx. destruct Hx as [n [<- Hn]]. apply filter_In in Hn. destruct Hn as [_ Hp].
  apply andb_true_iff in Hp. destruct Hp as [Hp _]. apply negb_true_iff in Hp.
  apply (proj2 (mem_in (fid n) gone)) in Hg. congruence.
Qed.

Lemma peel_incl : forall f k gone, incl gone (map fid f) -> incl (peel k f gone) (map fid f).
Proof.
  intros f k. induction k as [|k IH]; intros gone G; [exact G|]. rewrite peel_step.
  destruct (round f gone) as [|y ys] eqn:E; [exact G|]. rewrite <- E. apply IH.
  intros x Hx. apply in_app_or in Hx. destruct Hx as [Hx|Hx]; [exact (G x Hx)|].
  unfold round in Hx. apply in_map_iff in Hx. destruct Hx as [n [<- Hn]]. apply filter_In in Hn.
  apply in_map, Hn.
Qed.

(** F-Acyclic passed: every id of the flow is [below]. *)
Lemma acyclic_below : forall f, NoDup (map fid f) -> length (peel (length f) f []) = length f ->
  forall n, In n f -> below f (fid n).
Proof.
  intros f N L n Hn. apply (peel_below f (length f) []); [intros x []|].
  revert n Hn. change (forall n, In n f -> In (fid n) (peel (length f) f [])).
  enough (I : incl (map fid f) (peel (length f) f [])) by (intros n Hn; apply I, in_map, Hn).
  apply NoDup_length_incl.
  - apply peel_nodup; [exact N|constructor].
  - rewrite map_length, L. lia.
  - apply peel_incl. intros x [].
Qed.

(** ** The greedy walk labels every node *)

(** [greedy] stops with its fuel spent, one label a step, or with no node
    ready. *)
Lemma greedy_end : forall k cands lab,
  length (greedy k cands lab) = length lab + k \/ filter (ready (greedy k cands lab)) cands = [].
Proof.
  induction k as [|k IH]; intros cands lab; [left; simpl; lia|]. simpl.
  destruct (filter (ready lab) cands) as [|m r] eqn:E; [right; exact E|]. simpl.
  destruct (IH cands (app lab [fid (least (m, key lab m) (map (fun n => (n, key lab n)) r))])) as [H|H];
    [left; rewrite H, app_length; simpl; lia|right; exact H].
Qed.

(** With no node ready, every [below] id among the candidates is labeled:
    the least unlabeled one would be ready. *)
Lemma stuck_below : forall f cands lab, incl f cands -> filter (ready lab) cands = [] ->
  forall x, below f x -> In x lab.
Proof.
  intros f cands lab I E x B. induction B as [n Hn _ IH].
  destruct (mem (fid n) lab) eqn:M; [apply mem_in, M|exfalso].
  assert (R : ready lab n = true).
  { unfold ready. rewrite M. simpl. apply forallb_forall. intros u Hu. apply mem_in, IH, ins_of_fins, Hu. }
  assert (H : In n (filter (ready lab) cands)) by (apply filter_In; auto). rewrite E in H. destruct H.
Qed.

(** F-Path passed: every node is among the walk's candidates. *)
Lemma path_cands : forall f back, NoDup (map fid f) -> (forall n, In n f -> In (fid n) back) ->
  incl f (nodes_of f (rev back)).
Proof.
  intros f back N P n Hn. unfold nodes_of. apply in_flat_map. exists (fid n). split.
  - apply (in_rev back), P, Hn.
  - rewrite look_in by assumption. left. reflexivity.
Qed.

(** What [admit_graph] checked: one output node, F-Acyclic, F-Path. *)
Lemma admit_graph_facts : forall f g, admit_graph f = FOk g -> exists o, filter is_output f = [o] /\
  length (peel (length f) f []) = length f /\
  (forall n, In n f -> In (fid n) (visit (S (length f)) f (fid o) [])).
Proof.
  intros f g H. unfold admit_graph in H. cbv zeta in H.
  destruct (negb (Nat.eqb (length (filter is_input f)) 1)); [discriminate|].
  destruct (filter is_output f) as [|o [|o' r]]; try discriminate. exists o. split; [reflexivity|].
  destruct (sink_check (fid o) f) as [[p m]|]; [discriminate|].
  destruct (negb (Nat.eqb (length (peel (length f) f [])) (length f))) eqn:Ac; [discriminate|].
  apply negb_false_iff, PeanoNat.Nat.eqb_eq in Ac. split; [exact Ac|].
  intros n Hn. apply mem_in. destruct (mem (fid n) (visit (S (length f)) f (fid o) [])) eqn:M; [reflexivity|].
  assert (F : In n (filter (fun n => negb (mem (fid n) (visit (S (length f)) f (fid o) []))) f))
    by (apply filter_In; rewrite M; auto).
  destruct (filter _ f); [destruct F|discriminate].
Qed.

(** The normal form of a flow with distinct ids that passed the graph's
    checks exists. *)
Theorem graph_normal_defined : forall f g, NoDup (map fid f) -> admit_graph f = FOk g ->
  exists a, normal f = Some a.
Proof.
  intros f g N H. destruct (admit_graph_facts f g H) as [o [Ho [Ac Pa]]].
  unfold normal, labeling. rewrite Ho.
  set (c := nodes_of f (rev (visit (S (length f)) f (fid o) []))).
  set (lab := greedy (length c) c []).
  enough (L : length lab = length f) by (rewrite (proj2 (PeanoNat.Nat.eqb_eq _ _) L); eauto).
  assert (Ic : incl f c) by (apply path_cands; assumption).
  destruct (greedy_inv (length c) c [] (NoDup_nil _) ltac:(intros x [])) as [Nl Cl]. fold lab in Nl, Cl.
  assert (Il : incl lab (map fid f)).
  { intros x Hx. destruct (Cl x Hx) as [n [Hn [<- _]]]. apply in_map. eapply nodes_of_in. exact Hn. }
  assert (Le : length lab <= length f) by (rewrite <- (map_length fid f); apply NoDup_incl_length; assumption).
  destruct (greedy_end (length c) c []) as [E|E]; fold lab in E.
  - assert (length f <= length c) by (apply NoDup_incl_length; [apply (NoDup_map_inv fid), N|exact Ic]).
    simpl in E. lia.
  - assert (Ia : incl (map fid f) lab).
    { intros x Hx. apply in_map_iff in Hx. destruct Hx as [n [<- Hn]].
      apply (stuck_below f c lab Ic E), acyclic_below; assumption. }
    assert (length (map fid f) <= length lab) by (apply NoDup_incl_length; assumption).
    rewrite map_length in *. lia.
Qed.

Lemma admit_flow_graph : forall known σ v f, admit_flow known σ v = FOk f -> admit_graph f = FOk f.
Proof.
  intros known σ v f H. unfold admit_flow in H. cbv zeta in H.
  repeat match type of H with
  | context [match ?x with _ => _ end] =>
      lazymatch x with admit_nodes _ _ _ _ => fail | _ => destruct x eqn:?; try discriminate end
  | context [if ?x then _ else _] => destruct x eqn:?; try discriminate
  end.
  all: destruct (admit_nodes known σ _ _) as [[q0 why0]|f'] eqn:En; try discriminate;
    pose proof H as H'; apply admit_graph_same in H'; subst f'; exact H.
Qed.

(** ** The theorems on admitted flows, with no premise on [normal] *)

(** Every admitted flow has a normal form (the walk labels every node). *)
Theorem admitted_normal_defined : forall known σ v f, admit_flow known σ v = FOk f ->
  exists a, normal f = Some a.
Proof.
  intros known σ v f H. apply (graph_normal_defined f f); [apply (admit_flow_ok known σ v f H)|].
  apply (admit_flow_graph known σ v f H).
Qed.

(** The [flow] kind's answer on an admitted flow is its normal form's
    encoding and JSON. *)
Theorem admitted_flow_answer : forall known σ v f, admit_flow known σ v = FOk f ->
  exists a, normal f = Some a /\
    flow_answer known σ v = FANormal (enc_flow a) (JArr [JStr "flow"; JObj (nodes_json 0 a)]).
Proof.
  intros known σ v f H. destruct (admitted_normal_defined known σ v f H) as [a Ha].
  exists a. split; [exact Ha|]. unfold flow_answer. rewrite H, Ha. reflexivity.
Qed.

(** The answer is a refusal or a normal form, never [FAUnlabeled] (the
    server's internal-error branch is dead). *)
Theorem flow_answer_total : forall known σ v, flow_answer known σ v <> FAUnlabeled.
Proof.
  intros known σ v. unfold flow_answer. destruct (admit_flow known σ v) as [p why|f] eqn:H; [discriminate|].
  destruct (admitted_normal_defined known σ v f H) as [a Ha]. rewrite Ha. discriminate.
Qed.

(** Theorem 22, clause 2 on admitted flows: their normal forms exist, and
    one encoding means a renaming. *)
Theorem admitted_flow_identity_total : forall known σ v w f g,
  admit_flow known σ v = FOk f -> admit_flow known σ w = FOk g ->
  exists a b, normal f = Some a /\ normal g = Some b /\ (enc_flow a = enc_flow b -> iso f g).
Proof.
  intros known σ v w f g Hf Hg.
  destruct (admitted_normal_defined known σ v f Hf) as [a Ha], (admitted_normal_defined known σ w g Hg) as [b Hb].
  exists a, b. split; [exact Ha|split; [exact Hb|]]. intros E. eapply admitted_flow_identity; eauto.
Qed.

(** The same, on the answers: two flow answers with one encoding (so one
    identity) come from admitted flows that are renamings of each other. *)
Theorem flow_answer_identity : forall known σ v w e j j',
  flow_answer known σ v = FANormal e j -> flow_answer known σ w = FANormal e j' ->
  exists f g, admit_flow known σ v = FOk f /\ admit_flow known σ w = FOk g /\ iso f g.
Proof.
  intros known σ v w e j j' Hv Hw. unfold flow_answer in Hv, Hw.
  destruct (admit_flow known σ v) as [|f] eqn:Af; [discriminate|].
  destruct (admit_flow known σ w) as [|g] eqn:Ag; [discriminate|].
  destruct (normal f) as [a|] eqn:Na; [|discriminate]. destruct (normal g) as [b|] eqn:Nb; [|discriminate].
  injection Hv as Ev _. injection Hw as Ew _. exists f, g. split; [reflexivity|split; [reflexivity|]].
  eapply admitted_flow_identity; eauto. congruence.
Qed.

(** Theorem 22, clause 1 on the answers: renaming an admitted flow's ids
    (to another admitted flow) leaves its answer as it is. *)
Theorem flow_answer_renaming : forall known σ v w f g ρ,
  admit_flow known σ v = FOk f -> admit_flow known σ w = FOk g -> renaming ρ f g ->
  flow_answer known σ w = flow_answer known σ v.
Proof.
  intros known σ v w f g ρ Hf Hg R. unfold flow_answer. rewrite Hf, Hg.
  rewrite (admitted_normal_renaming known σ v f ρ g Hf R). reflexivity.
Qed.

(** Theorem 22, clause 3 on admitted flows: the normal form exists and is
    its own normal form. *)
Theorem admitted_normal_idempotent : forall known σ v f, admit_flow known σ v = FOk f ->
  exists a, normal f = Some a /\ normal (as_flow a) = Some a.
Proof.
  intros known σ v f H. destruct (admitted_normal_defined known σ v f H) as [a Ha]. exists a.
  split; [exact Ha|]. destruct (admit_flow_ok known σ v f H) as [N [_ C]]. eapply normal_idempotent; eauto.
Qed.
