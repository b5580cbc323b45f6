(** Theorem 9, completeness: what the rules admit (A-Root: with at most
    4096 nodes), the algorithm admits, with the same sort and term; with
    [ChkProofs.chk_sound], [chk] decides the rules. *)
From Coq Require Import String List Bool PrimFloat Lia Arith.
From SigmaPol Require Import Trusted Json Syntax Admission AdmProofs ChkProofs.
Import ListNotations.
Open Scope string_scope.

(** ** Node counts *)
Fixpoint sizes (l : list term) : nat := match l with [] => 0 | x :: r => size x + sizes r end.
Fixpoint asize (l : list argv) : nat :=
  match l with [] => 0 | ASub t :: r => size t + asize r | APar _ :: r => asize r end.

Lemma size_pos : forall t, 1 <= size t.
Proof. destruct t; simpl; lia. Qed.

Lemma build_size : forall op avs t, build op avs = Some t -> size t = S (asize avs).
Proof.
  intros op avs t H. unfold build in H.
  repeat match goal with
  | H : match ?x with _ => _ end = Some _ |- _ => destruct x
  end; try discriminate; injection H as <-; simpl; lia.
Qed.

Lemma build_var_size : forall op ts t, build_var op ts = Some t -> size t = S (sizes ts).
Proof.
  intros op ts t H. unfold build_var in H.
  repeat match goal with
  | H : match ?x with _ => _ end = Some _ |- _ => destruct x
  end; try discriminate; injection H as <-;
  induction ts as [|x r IH]; simpl in *; lia.
Qed.

Lemma adm_args_length : forall known σ d ins vs avs, adm_args known σ d ins vs avs -> length ins = length vs.
Proof. induction 1; simpl; auto. Qed.

(** ** The completeness direction of the Action rule, hence of every P-rule *)
Ltac split_bools :=
  repeat match goal with H : (_ && _)%bool = true |- _ => apply andb_true_iff in H; destruct H end.
Ltac use_bools :=
  repeat (match goal with H : ?x = true |- context [?x] => rewrite H end; cbn [negb orb andb or_else]).

Lemma action_complete : forall σ v, pok σ PAction v = true -> action_chk v = None.
Proof.
  intros σ v H. destruct v as [|b0|x0|s0|l|l]; cbn [pok] in H; try discriminate.
  unfold action_chk. cbn [is_table negb members]. split_bools.
  destruct (assoc "then_action" l) as [ta|]; destruct (assoc "backoff_ms" l) as [bo|];
    cbn [absent_or] in *; unfold or_else; use_bools.
  all: try (destruct (num bo) eqn:Nb; cbn [orb] in *; split_bools; use_bools).
  all: apply first_some_sorted; apply forallb_Forall in H0; eapply Forall_impl; try exact H0;
       intros kv; cbn beta; intros E; rewrite E; reflexivity.
Qed.

Lemma pchk_complete : forall σ P v, pok σ P v = true -> pchk σ P v = None.
Proof.
  intros σ P v H. destruct P; try (apply pchk_iff; [discriminate|exact H]).
  apply (action_complete σ); auto.
Qed.

Section Complete.
  Variable known : string -> bool.
  Variable σ : schema.

  Theorem chk_complete : forall v d s t n p,
    adm known σ d v s t -> n + size t <= 4096 -> chk known σ d n p v = Admit s t (n + size t).
  Proof.
    induction v using json_ind'; intros d so t n p HA HS; inversion HA; subst.
    - (* A-Var *)
      rename H into IHl. inversion IHl as [|? ? _ IHvs]; subst.
      match goal with Hb : build_var _ _ = Some _ |- _ => pose proof (build_var_size _ _ _ Hb) as Sz end.
      simpl. replace (Nat.ltb 64 d) with false by (symmetry; apply Nat.ltb_ge; auto).
      replace (Nat.ltb 4096 (S n)) with false by (symmetry; apply Nat.ltb_ge; lia).
      match goal with Hr : row_of known op = _ |- _ => rewrite Hr end.
      destruct vs as [|v1 vs1]; [contradiction|].
      assert (L : forall vs' tss i n0 acc,
        Forall (fun v => forall d s t n p, adm known σ d v s t -> n + size t <= 4096 ->
                                           chk known σ d n p v = Admit s t (n + size t)) vs' ->
        adm_var known σ (S d) so vs' tss -> n0 + sizes tss <= 4096 ->
        (fix go (i n : nat) (vs : list json) (acc : list term) {struct vs} : result :=
           match vs with
           | [] => match build_var op (rev acc) with
                   | Some t => Admit so t n | None => Refused p "internal" end
           | x :: r =>
               match chk known σ (S d) n (at_ p op i) x with
               | Refused q m => Refused q m
               | Admit s' t n' =>
                   if sort_eqb s' so then go (S i) n' r (t :: acc)
                   else Refused (at_ p op i) ("expected " ++ sort_name so ++ ", got " ++ sort_name s')
               end
           end) i n0 vs' acc
        = match build_var op (rev acc ++ tss) with Some t => Admit so t (n0 + sizes tss) | None => Refused p "internal" end).
      { induction vs' as [|x r IHr]; intros tss i n0 acc F Hv B; inversion Hv; subst.
        - simpl. rewrite app_nil_r, Nat.add_0_r. reflexivity.
        - inversion F as [|? ? Fx Fr]; subst. simpl in B.
          simpl. rewrite (Fx (S d) so t0 n0 (at_ p op i)); auto; [|lia].
          rewrite (proj2 (sort_eqb_eq so so) eq_refl).
          etransitivity; [exact (IHr ts0 (S i) (n0 + size t0) (t0 :: acc) Fr ltac:(assumption) ltac:(lia))|].
          simpl. rewrite <- app_assoc, Nat.add_assoc. reflexivity. }
      match goal with Hv : adm_var _ _ _ _ _ _ |- _ =>
        etransitivity; [exact (L _ _ 1 (S n) [] IHvs Hv ltac:(lia))|] end.
      simpl. match goal with Hb : build_var _ _ = Some _ |- _ => rewrite Hb end. f_equal. lia.
    - (* A-Fix *)
      rename H into IHl. inversion IHl as [|? ? _ IHvs]; subst.
      match goal with Hb : build _ _ = Some _ |- _ => pose proof (build_size _ _ _ Hb) as Sz end.
      simpl. replace (Nat.ltb 64 d) with false by (symmetry; apply Nat.ltb_ge; auto).
      replace (Nat.ltb 4096 (S n)) with false by (symmetry; apply Nat.ltb_ge; lia).
      match goal with Hr : row_of known op = _ |- _ => rewrite Hr end.
      match goal with Ha : adm_args _ _ _ _ _ _ |- _ =>
        rewrite (proj2 (Nat.eqb_eq _ _) (adm_args_length _ _ _ _ _ _ Ha)) end.
      assert (L : forall vs' ins' avss i n0 acc,
        Forall (fun v => forall d s t n p, adm known σ d v s t -> n + size t <= 4096 ->
                                           chk known σ d n p v = Admit s t (n + size t)) vs' ->
        adm_args known σ (S d) ins' vs' avss -> n0 + asize avss <= 4096 ->
        (fix go (i n : nat) (ins : list isort) (vs : list json) (acc : list argv) {struct vs} : result :=
           match ins, vs with
           | Sub s :: ins', x :: r =>
               match chk known σ (S d) n (at_ p op i) x with
               | Refused q m => Refused q m
               | Admit s' t n' =>
                   if sort_eqb s' s then go (S i) n' ins' r (ASub t :: acc)
                   else Refused (at_ p op i) ("expected " ++ sort_name s ++ ", got " ++ sort_name s')
               end
           | Par P :: ins', x :: r =>
               match or_else (pchk σ P x) (fun _ => wfchk 1 x) with
               | Some m => Refused (at_ p op i) m
               | None => go (S i) n ins' r (APar (conv x) :: acc)
               end
           | _, _ => match build op (rev acc) with
                     | Some t => Admit so t n | None => Refused p "internal" end
           end) i n0 ins' vs' acc
        = match build op (rev acc ++ avss) with Some t => Admit so t (n0 + asize avss) | None => Refused p "internal" end).
      { induction vs' as [|x r IHr]; intros ins' avss i n0 acc F Ha B; inversion Ha; subst.
        - simpl. rewrite app_nil_r, Nat.add_0_r. reflexivity.
        - inversion F as [|? ? Fx Fr]; subst. simpl in B.
          simpl. rewrite (Fx (S d) s t0 n0 (at_ p op i)); auto; [|lia].
          rewrite (proj2 (sort_eqb_eq s s) eq_refl).
          match goal with H : adm_args _ _ _ ?ins2 r ?avs2 |- _ =>
            etransitivity; [exact (IHr ins2 avs2 (S i) (n0 + size t0) (ASub t0 :: acc) Fr H ltac:(lia))|] end.
          simpl. rewrite <- app_assoc, Nat.add_assoc. reflexivity.
        - inversion F as [|? ? Fx Fr]; subst. simpl in B.
          simpl. rewrite pchk_complete by auto. simpl.
          replace (wfchk 1 x) with (@None string) by (symmetry; apply wfchk_iff; auto).
          match goal with H : adm_args _ _ _ ?ins2 r ?avs2 |- _ =>
            etransitivity; [exact (IHr ins2 avs2 (S i) n0 (APar (conv x) :: acc) Fr H ltac:(lia))|] end.
          simpl. rewrite <- app_assoc. reflexivity. }
      match goal with Ha : adm_args _ _ _ _ _ _ |- _ =>
        etransitivity; [exact (L _ _ _ 1 (S n) [] IHvs Ha ltac:(lia))|] end.
      simpl. match goal with Hb : build _ _ = Some _ |- _ => rewrite Hb end. f_equal. lia.
  Qed.

  (** A-Root: an admitted value is admitted by the algorithm from the root. *)
  Corollary admit_term_complete : forall v s t,
    admitted known σ v s t -> admit_term known σ v = Admit s t (size t).
  Proof. intros v s t [H1 H2]. unfold admit_term. apply chk_complete; auto. Qed.
End Complete.
