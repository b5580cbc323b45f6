(** Theorem 9, soundness: what the algorithm admits, the rules derive. *)
From Coq Require Import String List Bool PrimFloat Lia Arith.
From SigmaPol Require Import Trusted Json Syntax Admission AdmProofs.
Import ListNotations.
Open Scope string_scope.

Lemma or_else_none : forall a b, or_else a b = None -> a = None /\ b tt = None.
Proof. intros [m|] b H; simpl in H; [discriminate|auto]. Qed.

Ltac dis := first [discriminate | match goal with H : _ = _ |- _ => solve [discriminate H] end | solve [cbn in *; discriminate] | solve [cbn in *; congruence]].

Lemma action_sound : forall σ v, action_chk v = None -> pok σ PAction v = true.
Proof.
  intros σ v H. unfold action_chk, or_else in H.
  destruct v; cbn [is_table negb members] in H; try dis.
  cbn [pok].
  destruct (is_verb (assoc "action" l)) eqn:E1; cbn [negb] in H; [|dis].
  revert H.
  destruct (assoc "then_action" l) as [ta|]; cbn [absent_or];
    [destruct (is_verb (Some ta)); cbn [negb]; [|intros; dis]|].
  all: destruct (absent_or num (assoc "attempts" l)); cbn [negb]; [|intros; dis].
  all: destruct (absent_or num (assoc "open_breaker_ms" l)); cbn [negb]; [|intros; dis].
  all: destruct (assoc "backoff_ms" l) as [b|]; cbn [absent_or].
  all: try (destruct (num b); cbn [orb];
            [|destruct (is_arrayish b); cbn [negb andb]; [|intros; dis];
              destruct (forallb num (elems b)); cbn [negb]; [|intros; dis]]).
  all: intros H; rewrite first_some_sorted in H; cbn [andb]; apply forallb_Forall;
       eapply Forall_impl; try exact H; intros kv; cbn beta;
       destruct (in_strings (fst kv) action_core || num (snd kv)); congruence.
Qed.

Lemma pchk_sound : forall σ P v, pchk σ P v = None -> pok σ P v = true.
Proof.
  intros σ P v H. destruct P; try (apply pchk_iff; [discriminate|exact H]).
  apply action_sound; auto.
Qed.

Section Sound.
  Variable known : string -> bool.
  Variable σ : schema.

  Theorem chk_sound : forall v d n p s t n',
    chk known σ d n p v = Admit s t n' -> adm known σ d v s t.
  Proof.
    induction v using json_ind'; intros d n p so t n' HC; simpl in HC;
      destruct (Nat.ltb 64 d) eqn:D; try discriminate;
      destruct (Nat.ltb 4096 (S n)); try discriminate;
      try (destruct l; discriminate).
    apply PeanoNat.Nat.ltb_ge in D. rename H into IHl. rename HC into H.
    destruct l as [|j vs]; try discriminate. destruct j; try discriminate.
    rename s into op. inversion IHl as [|? ? _ IHvs]; subst.
    destruct (row_of known op) as [[s0|ins out]|] eqn:R; try discriminate.
    - destruct vs as [|v1 vs1]; [discriminate|].
      revert H.
      assert (L : forall vs' i n0 acc t0 s1 n1,
        Forall (fun v => forall d n p s t n', chk known σ d n p v = Admit s t n' -> adm known σ d v s t) vs' ->
        (fix go (i n : nat) (vs : list json) (acc : list term) {struct vs} : result :=
           match vs with
           | [] => match build_var op (rev acc) with
                   | Some t => Admit s0 t n | None => Refused p "internal" end
           | x :: r =>
               match chk known σ (S d) n (at_ p op i) x with
               | Refused q m => Refused q m
               | Admit s' t n' =>
                   if sort_eqb s' s0 then go (S i) n' r (t :: acc)
                   else Refused (at_ p op i) ("expected " ++ sort_name s0 ++ ", got " ++ sort_name s')
               end
           end) i n0 vs' acc = Admit s1 t0 n1 ->
        exists ts, adm_var known σ (S d) s0 vs' ts /\ build_var op (rev acc ++ ts) = Some t0 /\ s1 = s0).
      { induction vs' as [|x r IHr]; intros i n0 acc t0 s1 n1 F G; simpl in G.
        - destruct (build_var op (rev acc)) eqn:B; inversion G; subst.
          exists []. rewrite app_nil_r. split; [constructor|auto].
        - inversion F as [|? ? Fx Fr]; subst.
          destruct (chk known σ (S d) n0 (at_ p op i) x) as [q m|s' t' n''] eqn:C; [discriminate|].
          destruct (sort_eqb s' s0) eqn:S'; [|discriminate].
          apply sort_eqb_eq in S'. subst s'.
          destruct (IHr _ _ _ _ _ _ Fr G) as [ts [A [B E]]].
          exists (t' :: ts). split; [constructor; eauto|]. split; auto.
          simpl in B. rewrite <- app_assoc in B. exact B. }
      intros H. destruct (L _ _ _ _ _ _ _ IHvs H) as [ts [A [B E]]]. subst so.
      eapply A_Var; eauto; discriminate.
    - destruct (Nat.eqb (length ins) (length vs)) eqn:Len; [|discriminate].
      revert H.
      assert (L : forall ins' vs' i n0 acc t0 s1 n1,
        Forall (fun v => forall d n p s t n', chk known σ d n p v = Admit s t n' -> adm known σ d v s t) vs' ->
        length ins' = length vs' ->
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
                     | Some t => Admit out t n | None => Refused p "internal" end
           end) i n0 ins' vs' acc = Admit s1 t0 n1 ->
        exists avs, adm_args known σ (S d) ins' vs' avs /\ build op (rev acc ++ avs) = Some t0 /\ s1 = out).
      { intros ins' vs'. revert ins'.
        induction vs' as [|x r IHr]; intros ins' i n0 acc t0 s1 n1 F Lg G.
        - destruct ins' as [|[]]; simpl in Lg; try discriminate. simpl in G.
          destruct (build op (rev acc)) eqn:B; inversion G; subst.
          exists []. rewrite app_nil_r. split; [constructor|auto].
        - destruct ins' as [|[s2|P] ins2]; simpl in Lg; try discriminate.
          + inversion F as [|? ? Fx Fr]; subst. simpl in G.
            destruct (chk known σ (S d) n0 (at_ p op i) x) as [q m|s' t' n''] eqn:C; [discriminate|].
            destruct (sort_eqb s' s2) eqn:S'; [|discriminate].
            apply sort_eqb_eq in S'. subst s'.
            destruct (IHr ins2 _ _ _ _ _ _ Fr ltac:(lia) G) as [avs [A [B E]]].
            exists (ASub t' :: avs). split; [constructor; eauto|]. split; auto.
            simpl in B. rewrite <- app_assoc in B. exact B.
          + inversion F as [|? ? Fx Fr]; subst. simpl in G.
            destruct (or_else (pchk σ P x) (fun _ => wfchk 1 x)) eqn:O; [discriminate|].
            apply or_else_none in O. destruct O as [O1 O2].
            destruct (IHr ins2 _ _ _ _ _ _ Fr ltac:(lia) G) as [avs [A [B E]]].
            exists (APar (conv x) :: avs). split.
            * constructor; auto. apply pchk_sound; auto. apply wfchk_iff; auto.
            * split; auto. simpl in B. rewrite <- app_assoc in B. exact B. }
      intros H. apply PeanoNat.Nat.eqb_eq in Len.
      destruct (L _ _ _ _ _ _ _ _ IHvs Len H) as [avs [A [B E]]]. subst so.
      eapply A_Fix; eauto.
  Qed.
End Sound.
