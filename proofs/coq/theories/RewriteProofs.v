(** Theorem 11 (spec/04 §4.7): the rewrite system R, one rule per
    equation of §4.6 oriented as §4.7 says, closed under one-hole contexts;
    R terminates (a measure decreases at every step); [nf t] is reachable
    from [t] by R and is R-normal; on well-sorted shaped terms every
    R-normal form reachable from [t] is [nf t], so R is confluent there.

    Where the model's reading is fixed:
    - [Comm⊙] is a swap of two adjacent children whose encodings are
      strictly out of order ([⟦z⟧ < ⟦y⟧]); the sorting of §4.2 is a
      sequence of such swaps (insertion sort, [insert_rstar]).  It is not
      stated on shaped children only: R is defined on all terms, and its
      termination holds on all terms; uniqueness of normal forms and
      confluence are stated on shaped terms (Shape.v, what admission
      leaves), where the encoding is injective (Theorem 5): a child
      [lit(-0)] beside one that rewrites to [lit(0)] would be one text for
      two terms, and the two orders of the pair two R-normal forms.
    - [Scale-One] states [w ≠ 0] beside [w = 1], as [Equations.ax] does
      (the primitive floats prove the one from the other only with their
      specification axioms, not in the trusted base).
    - [F3] compares the actions by their encodings, as [nf] and
      [Equations.ax] do; [F2] moves a smaller kind inwards ([k' < k]).
    - No rule of R removes duplicates: [and(p, p)] is R-normal (§4.2). *)
From Coq Require Import String Ascii List Bool PrimFloat Lia Sorted Permutation NArith Arith Wellfounded Wf_nat.
From SigmaPol Require Import Trusted Json Syntax Encoding NormalForm NFProofs Shape ShapeProofs Equations EqProofs.
Import ListNotations.
Open Scope string_scope.
Open Scope list_scope.

(** ** One-hole contexts *)

(** A frame: a node with one subterm position left open, one per subterm
    position of every operation (a child of a variadic node, with the
    children before and after it). *)
Inductive frame : Type :=
| FVar (o : vop) (l1 l2 : list term)
| FNot | FScale (w : float) | FGate1 (s : term) | FGate2 (p : term)
| FNeg | FNormalize | FClamp (lo hi : float) | FTopK (k : float)
| FWhen1 (x : term) | FWhen2 (p : term) | FOverride (k : string) (a : pv)
| FPolicy1 (s e x f : term) | FPolicy2 (p e x f : term) | FPolicy3 (p s x f : term)
| FPolicy4 (p s e f : term) | FPolicy5 (p s e x : term).

Definition plug (fr : frame) (t : term) : term :=
  match fr with
  | FVar o l1 l2 => vnode o (l1 ++ t :: l2)
  | FNot => Not t | FScale w => Scale w t | FGate1 s => Gate t s | FGate2 p => Gate p t
  | FNeg => Neg t | FNormalize => Normalize t | FClamp lo hi => Clamp lo hi t | FTopK k => TopK k t
  | FWhen1 x => When t x | FWhen2 p => When p t | FOverride k a => Override t k a
  | FPolicy1 s e x f => Policy t s e x f | FPolicy2 p e x f => Policy p t e x f
  | FPolicy3 p s x f => Policy p s t x f | FPolicy4 p s e f => Policy p s e t f
  | FPolicy5 p s e x => Policy p s e x t
  end.

(** A context [C[□]]: its frames from the root down to the hole. *)
Definition hctx := list frame.

Fixpoint fill (c : hctx) (t : term) : term :=
  match c with [] => t | fr :: c' => plug fr (fill c' t) end.

(** ** The rewrite system R (spec/04 §4.7) *)

(** A step at the root: one constructor per rule, named after its
    equation of §4.6. *)
Inductive rroot : term -> term -> Prop :=
| R_Assoc : forall o xs ys zs,
    rroot (vnode o (xs ++ vnode o ys :: zs)) (vnode o (xs ++ ys ++ zs))
| R_Comm : forall o xs y z zs, ac o = true -> String.ltb (enc z) (enc y) = true ->
    rroot (vnode o (xs ++ y :: z :: zs)) (vnode o (xs ++ z :: y :: zs))
| R_Unit : forall o xs ys, xs ++ ys <> [] ->
    rroot (vnode o (xs ++ u_op o :: ys)) (vnode o (xs ++ ys))
| R_Absorb : forall o z xs ys, z_op o = Some z -> rroot (vnode o (xs ++ z :: ys)) z
| R_Single : forall o x, rroot (vnode o [x]) x
| R_Not_Not : forall p, rroot (Not (Not p)) p
| R_Not_Top : rroot (Not Top) Bot
| R_Not_Bot : rroot (Not Bot) Top
| R_Scale_Zero : forall w s, PrimFloat.eqb w 0 = true -> rroot (Scale w s) Zero
| R_Scale_Of_Zero : forall w, rroot (Scale w Zero) Zero
| R_Scale_One : forall w s, PrimFloat.eqb w 1 = true -> PrimFloat.eqb w 0 = false -> rroot (Scale w s) s
| R_Gate_Top : forall s, rroot (Gate Top s) s
| R_Gate_Bot : forall s, rroot (Gate Bot s) Zero
| R_Gate_Zero : forall p, rroot (Gate p Zero) Zero
| R_Norm_Idem : forall s, rroot (Normalize (Normalize s)) (Normalize s)
| R_F1 : forall f k a b, rroot (Override (Override f k a) k b) (Override f k b)
| R_F2 : forall f k k' a b, String.ltb k' k = true ->
    rroot (Override (Override f k a) k' b) (Override (Override f k' b) k a)
| R_F3 : forall f k a b, base f = Some b -> enc_pv a = enc_pv b -> ~ In k (kinds f) ->
    rroot (Override f k a) f.

(** [t →R u]: a root step inside a frame, any number of frames deep. *)
Inductive rstep : term -> term -> Prop :=
| RS_root : forall t u, rroot t u -> rstep t u
| RS_ctx : forall fr t u, rstep t u -> rstep (plug fr t) (plug fr u).

(** [t →R* u]. *)
Inductive rstar : term -> term -> Prop :=
| RT_refl : forall t, rstar t t
| RT_step : forall t m u, rstep t m -> rstar m u -> rstar t u.

(** R-normal: no redex. *)
Definition irreducible (t : term) : Prop := forall u, ~ rstep t u.

(** R is the closure of its root rules under contexts. *)
Lemma rstep_fill : forall t u, rstep t u <->
  exists c t' u', rroot t' u' /\ t = fill c t' /\ u = fill c u'.
Proof.
  intros t u; split.
  - induction 1 as [t u H|fr t u _ [c [t' [u' [H [-> ->]]]]]].
    + exists [], t, u. auto.
    + exists (fr :: c), t', u'. auto.
  - intros [c [t' [u' [H [-> ->]]]]]. induction c as [|fr c IH]; simpl.
    + constructor; auto.
    + apply RS_ctx; auto.
Qed.

Lemma rstar_trans : forall t m u, rstar t m -> rstar m u -> rstar t u.
Proof. intros t m u H; induction H; auto. intros. eapply RT_step; eauto. Qed.

Lemma rstar_one : forall t u, rroot t u -> rstar t u.
Proof. intros. eapply RT_step; [constructor; eauto|constructor]. Qed.

Lemma rstar_plug : forall fr t u, rstar t u -> rstar (plug fr t) (plug fr u).
Proof. intros fr t u H; induction H; [constructor|]. eapply RT_step; [apply RS_ctx; eauto|auto]. Qed.

Lemma rstar_fill : forall c t u, rstar t u -> rstar (fill c t) (fill c u).
Proof. induction c; simpl; auto using rstar_plug. Qed.

(** ** Termination *)

(** The measure of proofs/11-rewriting.md §1: [(|t|, F(t), I_{D-1}(t),
    …, I_0(t))], lexicographic, for a bound [D] on the depth.  [F] counts
    the inversions of the kinds of every FailPlan chain (for each
    [override] node, the kinds below it on its chain that are greater than
    its own); [I_d] the inversions of the children of the AC nodes at
    depth [d] by their encodings. *)
Definition cnt (k : string) (l : list string) : nat := length (filter (fun x => String.ltb k x) l).

Fixpoint fcount (t : term) : nat :=
  match t with
  | And l | Or l | Add l | Seq l => list_sum (map fcount l)
  | Not p | Scale _ p | Neg p | Normalize p | Clamp _ _ p | TopK _ p => fcount p
  | Gate p s | When p s => fcount p + fcount s
  | Override f k _ => cnt k (kinds f) + fcount f
  | Policy p s e x f => fcount p + fcount s + fcount e + fcount x + fcount f
  | _ => 0
  end.

Fixpoint inv (l : list term) : nat :=
  match l with
  | [] => 0
  | y :: r => length (filter (fun z => String.ltb (enc z) (enc y)) r) + inv r
  end.

Fixpoint lvl (t : term) (d : nat) {struct t} : nat :=
  match d with
  | O => match t with And l | Or l | Add l => inv l | _ => 0 end
  | S d' =>
      match t with
      | And l | Or l | Add l | Seq l => list_sum (map (fun c => lvl c d') l)
      | Not p | Scale _ p | Neg p | Normalize p | Clamp _ _ p | TopK _ p | Override p _ _ => lvl p d'
      | Gate p s | When p s => lvl p d' + lvl s d'
      | Policy p s e x f => lvl p d' + lvl s d' + lvl e d' + lvl x d' + lvl f d'
      | _ => 0
      end
  end.

Fixpoint depth (t : term) : nat :=
  S match t with
    | And l | Or l | Add l | Seq l => list_max (map depth l)
    | Not p | Scale _ p | Neg p | Normalize p | Clamp _ _ p | TopK _ p | Override p _ _ => depth p
    | Gate p s | When p s => Nat.max (depth p) (depth s)
    | Policy p s e x f => Nat.max (depth p) (Nat.max (depth s) (Nat.max (depth e) (Nat.max (depth x) (depth f))))
    | _ => 0
    end.

Lemma size_vnode : forall o l, size (vnode o l) = S (list_sum (map size l)).
Proof. intros o l; destruct o; simpl; f_equal; induction l as [|x l IH]; simpl; congruence. Qed.
Lemma fcount_vnode : forall o l, fcount (vnode o l) = list_sum (map fcount l).
Proof. destruct o; reflexivity. Qed.
Lemma lvl_vnode_S : forall o l d, lvl (vnode o l) (S d) = list_sum (map (fun c => lvl c d) l).
Proof. destruct o; reflexivity. Qed.
Lemma lvl_vnode_0 : forall o l, lvl (vnode o l) 0 = if ac o then inv l else 0.
Proof. destruct o; reflexivity. Qed.
Lemma depth_vnode : forall o l, depth (vnode o l) = S (list_max (map depth l)).
Proof. destruct o; reflexivity. Qed.
Lemma kinds_vnode : forall o l, kinds (vnode o l) = [].
Proof. destruct o; reflexivity. Qed.
Lemma size_pos : forall t, 1 <= size t.
Proof. destruct t; simpl; lia. Qed.
Lemma depth_pos : forall t, 1 <= depth t.
Proof. destruct t; simpl; lia. Qed.

Lemma ltb_asym : forall a b, String.ltb a b = true -> String.ltb b a = false.
Proof.
  unfold String.ltb. intros a b H. rewrite String.compare_antisym.
  destruct (String.compare a b); simpl in *; congruence.
Qed.

Lemma ltb_irrefl : forall a, String.ltb a a = false.
Proof. intros a. unfold String.ltb. rewrite str_compare_refl. reflexivity. Qed.

Lemma cnt_perm : forall k l l', Permutation l l' -> cnt k l = cnt k l'.
Proof.
  intros k l l' H. unfold cnt. induction H; simpl; auto.
  - destruct (String.ltb k x); simpl; auto.
  - destruct (String.ltb k x), (String.ltb k y); simpl; auto.
  - congruence.
Qed.

Lemma filter_swap_length : forall (p : term -> bool) xs y z zs,
  length (filter p (xs ++ y :: z :: zs)) = length (filter p (xs ++ z :: y :: zs)).
Proof.
  intros. rewrite !filter_app, !app_length. simpl.
  destruct (p y), (p z); simpl; lia.
Qed.

Lemma inv_swap : forall xs y z zs, String.ltb (enc z) (enc y) = true ->
  inv (xs ++ y :: z :: zs) = S (inv (xs ++ z :: y :: zs)).
Proof.
  induction xs as [|x xs IH]; intros y z zs H; simpl.
  - rewrite H, (ltb_asym _ _ H). simpl. lia.
  - rewrite IH by auto. rewrite (filter_swap_length (fun w => String.ltb (enc w) (enc x)) xs y z zs). lia.
Qed.

Ltac meas :=
  repeat (rewrite ?size_vnode, ?fcount_vnode, ?depth_vnode, ?lvl_vnode_S, ?kinds_vnode,
                  ?map_app, ?list_sum_app, ?list_max_app; simpl).

(** Frames: the measure of [plug fr x] from that of [x]. *)
Definition kc (fr : frame) (l : list string) : nat :=
  match fr with FOverride k _ => cnt k l | _ => 0 end.

Lemma size_plug : forall fr x, size (plug fr x) = size (plug fr Zero) - 1 + size x.
Proof. destruct fr; intros; simpl; meas; lia. Qed.

Lemma fcount_plug : forall fr x, fcount (plug fr x) = fcount (plug fr Zero) + kc fr (kinds x) + fcount x.
Proof. destruct fr; intros; simpl; meas; unfold cnt; simpl; lia. Qed.

Lemma lvl_plug : forall fr x d, lvl (plug fr x) (S d) = lvl (plug fr Zero) (S d) + lvl x d.
Proof.
  destruct fr; intros; simpl; meas; destruct d; simpl; lia.
Qed.

Lemma kinds_plug : forall fr x y, Permutation (kinds x) (kinds y) -> Permutation (kinds (plug fr x)) (kinds (plug fr y)).
Proof. destruct fr; intros; simpl; rewrite ?kinds_vnode; auto. Qed.

Lemma kc_perm : forall fr l l', Permutation l l' -> kc fr l = kc fr l'.
Proof. destruct fr; intros; simpl; auto using cnt_perm. Qed.

Lemma depth_plug_gt : forall fr x, S (depth x) <= depth (plug fr x).
Proof. destruct fr; intros; simpl; meas; lia. Qed.

Lemma depth_plug_mono : forall fr x y, depth x <= depth y -> depth (plug fr x) <= depth (plug fr y).
Proof. destruct fr; intros; simpl; meas; lia. Qed.

(** What a step decreases: the size; or, the size kept, [F] (with the
    kinds of the chain at the root permuted); or, both kept, some level
    [I_d], the deeper levels kept. *)
Definition dec (t u : term) : Prop :=
  size u < size t \/
  (size u = size t /\ fcount u < fcount t /\ Permutation (kinds u) (kinds t)) \/
  (size u = size t /\ fcount u = fcount t /\ Permutation (kinds u) (kinds t) /\
   exists d, d < depth t /\ lvl u d < lvl t d /\ forall d', d < d' -> lvl u d' = lvl t d').

Lemma rroot_dec : forall t u, rroot t u -> dec t u.
Proof.
  intros t u H. unfold dec. destruct H.
  - left. meas. lia.
  - right; right. meas. split; [lia|]. split; [lia|]. split; [auto|].
    exists 0. split; [lia|]. split.
    + rewrite !lvl_vnode_0, H. rewrite (inv_swap _ _ _ _ H0). lia.
    + intros [|d'] Hd; [lia|]. meas. lia.
  - left. meas. assert (size (u_op o) = 1) by (destruct o; reflexivity). lia.
  - left. meas. pose proof (size_pos z). lia.
  - left. meas. lia.
  - left. simpl. lia.
  - left. simpl. lia.
  - left. simpl. lia.
  - left. simpl. pose proof (size_pos s). lia.
  - left. simpl. lia.
  - left. simpl. lia.
  - left. simpl. lia.
  - left. simpl. pose proof (size_pos s). lia.
  - left. simpl. pose proof (size_pos p). lia.
  - left. simpl. lia.
  - left. simpl. lia.
  - right; left. simpl. unfold cnt. simpl. rewrite H, (ltb_asym _ _ H). simpl.
    split; [lia|split; [lia|apply perm_swap]].
  - left. simpl. lia.
Qed.

Lemma rstep_dec : forall t u, rstep t u -> dec t u.
Proof.
  induction 1 as [t u H|fr t u _ IH]; [apply rroot_dec; auto|].
  unfold dec in *. rewrite !(size_plug fr t), !(size_plug fr u), !(fcount_plug fr t), !(fcount_plug fr u).
  pose proof (size_pos t). pose proof (size_pos u).
  destruct IH as [A|[[A [B C]]|[A [B [C [d [D1 [D2 D3]]]]]]]].
  - left. lia.
  - right; left. rewrite (kc_perm fr _ _ C).
    split; [lia|]. split; [lia|]. apply kinds_plug; auto.
  - right; right. rewrite (kc_perm fr _ _ C).
    split; [lia|]. split; [lia|]. split; [apply kinds_plug; auto|].
    exists (S d). split; [pose proof (depth_plug_gt fr t); lia|]. split.
    + rewrite (lvl_plug fr t), (lvl_plug fr u). lia.
    + intros [|d'] Hd; [lia|]. rewrite (lvl_plug fr t), (lvl_plug fr u), (D3 d'); [lia|lia].
Qed.

Lemma rroot_depth : forall t u, rroot t u -> depth u <= depth t.
Proof.
  intros t u H. destruct H; meas; try lia.
  all: repeat match goal with |- context [match ?x with 0 => _ | S _ => _ end] => destruct x end; lia.
Qed.

Lemma rstep_depth : forall t u, rstep t u -> depth u <= depth t.
Proof. induction 1; auto using rroot_depth, depth_plug_mono. Qed.

(** The lexicographic order on lists of one length is well founded. *)
Fixpoint lexl (a b : list nat) : Prop :=
  match a, b with
  | x :: a', y :: b' => (x < y /\ length a' = length b') \/ (x = y /\ lexl a' b')
  | _, _ => False
  end.

Lemma lexl_length : forall a b, lexl a b -> length a = length b.
Proof.
  induction a as [|x a IH]; destruct b as [|y b]; simpl; try tauto.
  intros [[_ H]|[_ H]]; f_equal; auto.
Qed.

Lemma lexl_acc : forall n l, length l = n -> Acc lexl l.
Proof.
  induction n as [|n IHn]; intros l Hl.
  - destruct l; [|discriminate]. constructor. intros a Ha. destruct a; simpl in Ha; contradiction.
  - destruct l as [|y b]; [discriminate|]. injection Hl as Hb.
    revert b Hb. pattern y. apply (well_founded_ind lt_wf). clear y. intros y IHy b Hb.
    pose proof (IHn b Hb) as Ab. revert Hb. induction Ab as [b _ IHb]. intros Hb.
    constructor. intros a Ha. destruct a as [|x a]; simpl in Ha; [contradiction|].
    destruct Ha as [[Hx Hl]|[-> Hl]].
    + apply IHy; auto. lia.
    + apply IHb; auto. rewrite (lexl_length _ _ Hl); auto.
Qed.

Fixpoint levs (t : term) (n : nat) : list nat :=
  match n with O => [] | S m => lvl t m :: levs t m end.

Lemma levs_length : forall t n, length (levs t n) = n.
Proof. induction n; simpl; auto. Qed.

(** The measure, for a bound [D] on the depth. *)
Definition mu (D : nat) (t : term) : list nat := size t :: fcount t :: levs t D.

Lemma levs_lex : forall n t u d, d < n -> lvl u d < lvl t d ->
  (forall d', d < d' -> lvl u d' = lvl t d') -> lexl (levs u n) (levs t n).
Proof.
  induction n as [|n IH]; intros t u d H1 H2 H3; [lia|]. simpl.
  destruct (Nat.eq_dec n d) as [->|Hne].
  - left. split; auto. rewrite !levs_length. auto.
  - right. split; [apply H3; lia|]. apply IH with d; auto. lia.
Qed.

Lemma dec_lex : forall D t u, dec t u -> depth t <= D -> lexl (mu D u) (mu D t).
Proof.
  intros D t u H HD. unfold mu. simpl.
  destruct H as [A|[[A [B _]]|[A [B [_ [d [D1 [D2 D3]]]]]]]].
  - left. split; auto. simpl. rewrite !levs_length. auto.
  - right. split; auto. left. split; auto. rewrite !levs_length. auto.
  - right. split; auto. right. split; auto. apply levs_lex with d; auto. lia.
Qed.

(** Theorem 11, termination: there is no infinite R-derivation. *)
Theorem R_terminates : well_founded (fun u t => rstep t u).
Proof.
  intros t.
  assert (G : forall D v, depth v <= D -> Acc (fun u t => rstep t u) v).
  { intros D v.
    assert (A : Acc (fun x y => lexl (mu D x) (mu D y)) v).
    { apply Acc_inverse_image. apply (lexl_acc (S (S D))). unfold mu. simpl. rewrite levs_length. auto. }
    induction A as [v _ IH]. intros Hd. constructor. intros u Hs. apply IH.
    - apply dec_lex; auto. apply rstep_dec; auto.
    - pose proof (rstep_depth _ _ Hs). lia. }
  apply (G (depth t)). auto.
Qed.

(** Every step decreases the measure (for any bound at least the depth). *)
Theorem R_measure_decreases : forall t u D, rstep t u -> depth t <= D ->
  lexl (mu D u) (mu D t) /\ depth u <= D.
Proof.
  intros t u D H HD. split; [apply dec_lex; auto; apply rstep_dec; auto|].
  pose proof (rstep_depth _ _ H). lia.
Qed.

(** ** [nf t] is reachable from [t] (§4.8: every branch of [nf] is a
    composition of R steps) *)

Lemma rstar_var_list : forall o l P, Forall (fun x => rstar x (nf x)) l ->
  rstar (vnode o (P ++ l)) (vnode o (P ++ map nf l)).
Proof.
  intros o l. induction l as [|x l IH]; intros P H; simpl; [apply RT_refl|].
  inversion H as [|? ? Hx Hl]; subst.
  eapply rstar_trans; [apply (rstar_plug (FVar o P l) _ _ Hx)|]. simpl.
  specialize (IH (P ++ [nf x]) Hl). rewrite <- !app_assoc in IH. exact IH.
Qed.

Lemma flat_rstar : forall o ks P,
  match flat o ks with
  | Some xs => P ++ xs <> [] -> rstar (vnode o (P ++ ks)) (vnode o (P ++ xs))
  | None => rstar (vnode o (P ++ ks)) (absorb_of o)
  end.
Proof.
  intros o ks. induction ks as [|k r IH]; intros P; simpl; [intros; apply RT_refl|].
  destruct (vchildren o k) as [ks0|] eqn:Ek.
  - apply vchildren_mk in Ek; subst k. change (mk o ks0) with (vnode o ks0).
    assert (A : rstar (vnode o (P ++ vnode o ks0 :: r)) (vnode o ((P ++ ks0) ++ r))).
    { rewrite <- app_assoc. apply rstar_one. constructor. }
    specialize (IH (P ++ ks0)).
    destruct (flat o r) as [xs|]; simpl.
    + intros Hne. eapply rstar_trans; [exact A|]. rewrite (app_assoc P ks0 xs). apply IH.
      rewrite <- app_assoc; auto.
    + eapply rstar_trans; [exact A|exact IH].
  - destruct (vunit o k) eqn:Eu.
    + apply vunit_t in Eu; subst k. specialize (IH P).
      assert (U : P ++ r <> [] -> rstar (vnode o (P ++ unit_of o :: r)) (vnode o (P ++ r))).
      { intros Hne. rewrite <- u_op_unit. apply rstar_one. constructor; auto. }
      destruct (flat o r) as [xs|] eqn:Fr.
      * intros Hne. eapply rstar_trans; [apply U; eapply nonempty_of_flat; eauto|]. apply IH; auto.
      * eapply rstar_trans; [apply U|exact IH]. intros E. apply app_eq_nil in E. destruct E; subst. discriminate.
    + destruct (vabsorb o k) eqn:Ea.
      * apply vabsorb_t in Ea. destruct Ea as [Ez Ea]. rewrite Ea. apply rstar_one. constructor; auto.
      * specialize (IH (P ++ [k])).
        destruct (flat o r) as [xs|]; simpl; rewrite <- !app_assoc in IH; simpl in IH; auto.
Qed.

Lemma units_rstar : forall o ks, ks <> [] -> Forall (fun k => k = unit_of o) ks -> rstar (vnode o ks) (unit_of o).
Proof.
  intros o ks. induction ks as [|k r IH]; intros Hne H; [contradiction|].
  inversion H as [|? ? Hk Hr']; subst.
  destruct r as [|k' r].
  - apply rstar_one. constructor.
  - eapply rstar_trans; [|apply IH; auto; discriminate].
    apply rstar_one. pose proof (R_Unit o [] (k' :: r) ltac:(discriminate)) as U.
    simpl in U. rewrite u_op_unit in U. exact U.
Qed.

Lemma insert_rstar : forall o, ac o = true -> forall x L P,
  rstar (vnode o (P ++ x :: L)) (vnode o (P ++ insert x L)).
Proof.
  intros o Hac x L. induction L as [|y L IH]; intros P; simpl; [apply RT_refl|].
  destruct (String.leb (enc x) (enc y)) eqn:E; [apply RT_refl|].
  eapply RT_step; [apply RS_root; apply (R_Comm o P x y L Hac); apply ltb_of_leb; exact E|].
  specialize (IH (P ++ [y])). rewrite <- !app_assoc in IH. exact IH.
Qed.

Lemma isort_rstar : forall o, ac o = true -> forall l P,
  rstar (vnode o (P ++ l)) (vnode o (P ++ isort l)).
Proof.
  intros o Hac l. induction l as [|x l IH]; intros P; simpl; [apply RT_refl|].
  eapply rstar_trans; [|apply insert_rstar; auto].
  specialize (IH (P ++ [x])). rewrite <- !app_assoc in IH. exact IH.
Qed.

Lemma nf_var_rstar : forall o ks, ks <> [] -> Forall (fun k => wt k (vsort o)) ks ->
  rstar (vnode o ks) (nf_var o ks).
Proof.
  intros o ks Hne Hw. pose proof (flat_rstar o ks []) as F. simpl in F. unfold nf_var.
  destruct (flat o ks) as [xs|] eqn:Fl; auto.
  destruct xs as [|x [|y r]].
  - apply units_rstar; auto. apply flat_nil_units; auto.
  - eapply rstar_trans; [apply F; discriminate|]. apply rstar_one. constructor.
  - eapply rstar_trans; [apply F; discriminate|]. change (mk o) with (vnode o).
    destruct (commutative o) eqn:C; [|apply RT_refl].
    exact (isort_rstar o ltac:(rewrite ac_comm; auto) (x :: y :: r) []).
Qed.

Lemma nf_not_rstar : forall p, rstar (Not p) (nf_not p).
Proof.
  intros p. unfold nf_not. destruct (not_child p) eqn:E1.
  - apply not_child_t in E1; subst. apply rstar_one. constructor.
  - destruct (is_top p) eqn:E2; [apply is_top_t in E2; subst; apply rstar_one; constructor|].
    destruct (is_bot p) eqn:E3; [apply is_bot_t in E3; subst; apply rstar_one; constructor|].
    apply RT_refl.
Qed.

Lemma nf_scale_rstar : forall w s, rstar (Scale w s) (nf_scale w s).
Proof.
  intros w s. unfold nf_scale. destruct (PrimFloat.eqb w 0) eqn:E0; simpl.
  - apply rstar_one. constructor; auto.
  - destruct (is_zero s) eqn:Ez; [apply is_zero_t in Ez; subst; apply rstar_one; apply R_Scale_Of_Zero|].
    destruct (PrimFloat.eqb w 1) eqn:E1; [apply rstar_one; apply R_Scale_One; auto|apply RT_refl].
Qed.

Lemma nf_gate_rstar : forall p s, rstar (Gate p s) (nf_gate p s).
Proof.
  intros p s. unfold nf_gate.
  destruct (is_top p) eqn:E1; [apply is_top_t in E1; subst; apply rstar_one; apply R_Gate_Top|].
  destruct (is_bot p) eqn:E2; simpl; [apply is_bot_t in E2; subst; apply rstar_one; apply R_Gate_Bot|].
  destruct (is_zero s) eqn:E3; [apply is_zero_t in E3; subst; apply rstar_one; apply R_Gate_Zero|apply RT_refl].
Qed.

Lemma nf_normalize_rstar : forall s, rstar (Normalize s) (nf_normalize s).
Proof.
  intros s. unfold nf_normalize. destruct (is_normalize s) eqn:E; [|apply RT_refl].
  apply is_normalize_t in E. destruct E as [u ->]. apply rstar_one. constructor.
Qed.

Lemma override_top_rstar : forall b T k a,
  Forall (fun kv => String.compare (fst kv) k = Lt) T -> drop_base b T = T ->
  rstar (Override (emit b T) k a) (emit b (drop_base b (T ++ [(k, a)]))).
Proof.
  intros b T k a HT Hd. rewrite drop_base_app, Hd. unfold drop_base at 1. simpl.
  destruct (String.eqb (enc_pv a) (enc_pv b)) eqn:E; simpl.
  - rewrite app_nil_r. apply rstar_one. apply R_F3 with b; [apply base_emit|apply String.eqb_eq; auto|].
    rewrite kinds_emit. apply keys_lt_not_in; auto.
  - rewrite emit_snoc. apply RT_refl.
Qed.

Lemma compare_lt_ltb : forall a b, String.compare a b = Lt -> String.ltb a b = true.
Proof. intros a b H. unfold String.ltb. rewrite H. reflexivity. Qed.

Lemma fp_rstar : forall b tbl k a, kinds_sorted tbl -> drop_base b tbl = tbl ->
  rstar (Override (emit b tbl) k a) (emit b (drop_base b (tset k a tbl))).
Proof.
  intros b tbl. induction tbl as [|[k1 a1] tbl IH] using rev_ind; intros k a Hs Hd.
  - apply (override_top_rstar b [] k a); auto.
  - unfold kinds_sorted in Hs. destruct (StronglySorted_app _ _ _ _ Hs) as [Hs1 Hs2].
    assert (Hlt1 : Forall (fun kv => String.compare (fst kv) k1 = Lt) tbl).
    { eapply Forall_impl; [|exact Hs2]. intros kv Hkv. inversion Hkv; auto. }
    pose proof (filter_id _ _ _ Hd) as Hd'. apply Forall_app in Hd'. destruct Hd' as [Hd1 Hd2].
    apply filter_id' in Hd1. fold (drop_base b tbl) in Hd1.
    rewrite emit_snoc. destruct (String.compare k k1) eqn:C.
    + apply String.compare_eq_iff in C. subst k1.
      rewrite tset_snoc_eq; auto.
      eapply rstar_trans; [|apply override_top_rstar; auto]. apply rstar_one. apply R_F1.
    + rewrite tset_snoc_lt; auto.
      rewrite drop_base_app. unfold drop_base at 2. simpl.
      inversion Hd2; subst. simpl in H1. rewrite H1. simpl. rewrite emit_snoc.
      eapply RT_step; [apply RS_root; apply R_F2; apply compare_lt_ltb; exact C|].
      apply (rstar_plug (FOverride k1 a1)). apply IH; auto.
    + assert (Hlt : Forall (fun kv => String.compare (fst kv) k = Lt) (tbl ++ [(k1, a1)])).
      { apply Forall_app; split; [|constructor; [apply str_compare_gt; auto|constructor]].
        eapply Forall_impl; [|exact Hlt1]. intros kv Hkv.
        apply (str_lt_trans _ k1); [exact Hkv|apply str_compare_gt; exact C]. }
      rewrite tset_append, <- emit_snoc; auto. apply override_top_rstar; auto.
Qed.

Tactic Notation "under" open_constr(fr) := eapply rstar_trans; [eapply (rstar_plug fr); eauto|]; simpl.

(** Theorem 11 (the algorithm rewrites): a well-sorted term reaches its
    normal form by R steps. *)
Theorem nf_reachable : forall t s, wt t s -> rstar t (nf t).
Proof.
  assert (Var : forall o l, l <> [] -> Forall (fun x => wt x (vsort o)) l ->
            Forall (fun x => forall s, wt x s -> rstar x (nf x)) l ->
            rstar (vnode o l) (nf_var o (map nf l))).
  { intros o l Hne Hw IH. eapply rstar_trans; [apply (rstar_var_list o l [])|].
    - clear Hne. induction l as [|x l IHl]; [constructor|].
      inversion Hw as [|? ? Hx Hl]; inversion IH as [|? ? IHx IHr]; subst.
      constructor; [apply (IHx _ Hx)|apply IHl; auto].
    - simpl. apply nf_var_rstar.
      + destruct l; [contradiction|discriminate].
      + rewrite Forall_map. eapply Forall_impl; [|exact Hw]. intros. apply nf_preserves_sort; auto. }
  induction t using term_ind'; intros st HW; inversion HW; subst; simpl; try apply RT_refl.
  - apply (Var VAnd); auto.
  - apply (Var VOr); auto.
  - under FNot. apply nf_not_rstar.
  - apply (Var VAdd); auto.
  - under (FScale _). apply nf_scale_rstar.
  - under (FGate1 _). under (FGate2 _). apply nf_gate_rstar.
  - under FNeg. apply RT_refl.
  - under FNormalize. apply nf_normalize_rstar.
  - under (FClamp _ _). apply RT_refl.
  - under (FTopK _). apply RT_refl.
  - apply (Var VSeq); auto.
  - under (FWhen1 _). under (FWhen2 _). apply RT_refl.
  - under (FOverride _ _).
    match goal with H : wt ?t SFailPlan |- _ => destruct (nf_sort_nrm _ _ H) as [Hw Hn] end.
    match goal with Hw : wt (nf ?t) SFailPlan |- _ =>
      destruct (nrm_fp _ Hw Hn) as [b [tbl [E [Hs Hd]]]] end.
    unfold nf_override. rewrite E, fp_table_emit; auto. apply fp_rstar; auto.
  - under (FPolicy1 _ _ _ _). under (FPolicy2 _ _ _ _). under (FPolicy3 _ _ _ _).
    under (FPolicy4 _ _ _ _). under (FPolicy5 _ _ _ _). apply RT_refl.
Qed.

(** ** R-normal terms are the [nrm] terms (spec/04 §4.7, last paragraph) *)

Lemma emit_override_inv : forall b tbl f k a, emit b tbl = Override f k a ->
  exists T, tbl = T ++ [(k, a)] /\ f = emit b T.
Proof.
  intros b tbl. induction tbl as [|[k1 a1] T _] using rev_ind; intros f k a E.
  - discriminate.
  - rewrite emit_snoc in E. injection E as E1 E2 E3. subst. eauto.
Qed.

Lemma drop_base_prefix : forall b T x, drop_base b (T ++ [x]) = T ++ [x] -> drop_base b T = T.
Proof.
  intros b T x H. pose proof (filter_id _ _ _ H) as H'. apply Forall_app in H'. destruct H' as [H1 _].
  apply filter_id' in H1. exact H1.
Qed.

Lemma nrm_override_inv : forall f k a, nrm (Override f k a) ->
  exists b T, f = emit b T /\ kinds_sorted (T ++ [(k, a)]) /\ drop_base b (T ++ [(k, a)]) = T ++ [(k, a)].
Proof.
  intros f k a H. inversion H; subst; no_mk_emit.
  match goal with E : emit ?b ?tbl = _ |- _ =>
    destruct (emit_override_inv _ _ _ _ _ E) as [T [-> ->]] end.
  eauto.
Qed.

(** A subterm of an R-normal term is R-normal. *)
Lemma nrm_plug : forall fr t, nrm (plug fr t) -> nrm t.
Proof.
  intros fr t H. destruct fr; simpl in H.
  - rewrite vnode_mk in H. apply nrm_mk_inv in H. destruct H as [_ [H _]].
    rewrite Forall_app, Forall_cons_iff in H. tauto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - destruct (nrm_override_inv _ _ _ H) as [b [T [-> [Hs Hd]]]].
    destruct (StronglySorted_app _ _ _ _ Hs) as [Hs1 _].
    apply N_Fp; auto. eapply drop_base_prefix; eauto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
  - inv_nrm H; auto.
Qed.

Lemma sorted_adj : forall (l : list term) xs y z zs, Sorted NFProofs.R l -> l = xs ++ y :: z :: zs -> NFProofs.R y z.
Proof.
  intros l xs. revert l. induction xs as [|x xs IH]; intros l y z zs H E; subst; simpl in H.
  - apply Sorted_inv in H. destruct H as [_ H]. apply HdRel_inv in H. exact H.
  - apply Sorted_inv in H. destruct H as [H _]. eapply IH; eauto.
Qed.

Lemma leb_ltb_false : forall a b, String.leb a b = true -> String.ltb b a = true -> False.
Proof.
  unfold String.leb, String.ltb. intros a b H1 H2. rewrite String.compare_antisym in H1.
  destruct (String.compare b a); simpl in *; congruence.
Qed.

Lemma ltb_compare_lt : forall a b, String.ltb a b = true -> String.compare a b = Lt.
Proof. unfold String.ltb. intros a b H. destruct (String.compare a b); congruence. Qed.

Lemma nrm_no_root : forall t u, nrm t -> rroot t u -> False.
Proof.
  intros t u Hn H. destruct H.
  - rewrite vnode_mk in Hn. apply nrm_mk_inv in Hn. destruct Hn as [_ [_ [G _]]].
    rewrite Forall_app, Forall_cons_iff in G. destruct G as [_ [[G _] _]].
    destruct o; simpl in G; discriminate.
  - rewrite vnode_mk in Hn. apply nrm_mk_inv in Hn. destruct Hn as [_ [_ [_ S]]].
    rewrite <- ac_comm in S. specialize (S H). pose proof (sorted_adj _ _ _ _ _ S eq_refl) as Ryz.
    unfold NFProofs.R in Ryz. eapply leb_ltb_false; eauto.
  - rewrite vnode_mk in Hn. apply nrm_mk_inv in Hn. destruct Hn as [_ [_ [G _]]].
    rewrite Forall_app, Forall_cons_iff in G. destruct G as [_ [[_ [G _]] _]].
    destruct o; simpl in G; discriminate.
  - rewrite vnode_mk in Hn. apply nrm_mk_inv in Hn. destruct Hn as [_ [_ [G _]]].
    rewrite Forall_app, Forall_cons_iff in G. destruct G as [_ [[_ [_ G]] _]].
    destruct o; simpl in H; inversion H; subst; simpl in G; discriminate.
  - rewrite vnode_mk in Hn. apply nrm_mk_inv in Hn. destruct Hn as [L _]. simpl in L. lia.
  - inv_nrm Hn. match goal with Hq : forall q, Not _ <> Not q |- _ => eapply Hq; eauto end.
  - inv_nrm Hn. auto.
  - inv_nrm Hn. auto.
  - inv_nrm Hn. congruence.
  - inv_nrm Hn. auto.
  - inv_nrm Hn. congruence.
  - inv_nrm Hn. auto.
  - inv_nrm Hn. auto.
  - inv_nrm Hn. auto.
  - inv_nrm Hn. match goal with Hq : forall u, Normalize _ <> Normalize u |- _ => eapply Hq; eauto end.
  - destruct (nrm_override_inv _ _ _ Hn) as [b0 [T [E [Hs _]]]].
    symmetry in E. destruct (emit_override_inv _ _ _ _ _ E) as [T' [-> _]].
    unfold kinds_sorted in Hs. destruct (StronglySorted_app _ _ _ _ Hs) as [_ Hf].
    apply Forall_app in Hf. destruct Hf as [_ Hf]. inversion Hf as [|? ? Hf1 _]; subst.
    inversion Hf1 as [|? ? Hk _]; subst. simpl in Hk. rewrite str_compare_refl in Hk. discriminate.
  - destruct (nrm_override_inv _ _ _ Hn) as [b0 [T [E [Hs _]]]].
    symmetry in E. destruct (emit_override_inv _ _ _ _ _ E) as [T' [-> _]].
    unfold kinds_sorted in Hs. destruct (StronglySorted_app _ _ _ _ Hs) as [_ Hf].
    apply Forall_app in Hf. destruct Hf as [_ Hf]. inversion Hf as [|? ? Hf1 _]; subst.
    inversion Hf1 as [|? ? Hk _]; subst. simpl in Hk.
    apply ltb_compare_lt in H. rewrite String.compare_antisym, H in Hk. discriminate.
  - destruct (nrm_override_inv _ _ _ Hn) as [b0 [T [-> [_ Hd]]]].
    rewrite base_emit in H. injection H as <-.
    pose proof (filter_id _ _ _ Hd) as Hd'. apply Forall_app in Hd'. destruct Hd' as [_ Hd'].
    inversion Hd' as [|? ? Hx _]; subst. simpl in Hx. rewrite H0, String.eqb_refl in Hx. discriminate.
Qed.

(** Theorem 11: an [nrm] term has no redex. *)
Theorem nrm_irreducible : forall t, nrm t -> irreducible t.
Proof.
  intros t Hn u H. induction H as [t u H|fr t u H IH].
  - eapply nrm_no_root; eauto.
  - apply IH. eapply nrm_plug; eauto.
Qed.

Lemma irreducible_plug : forall fr t, irreducible (plug fr t) -> irreducible t.
Proof. intros fr t H u Hs. apply (H (plug fr u)). apply RS_ctx; auto. Qed.

Lemma no_root : forall t u, irreducible t -> rroot t u -> False.
Proof. intros t u H Hr. apply (H u). constructor; auto. Qed.

Lemma sorted_of_adj : forall l, (forall xs y z zs, l = xs ++ y :: z :: zs -> NFProofs.R y z) -> Sorted NFProofs.R l.
Proof.
  induction l as [|x l IH]; intros H; constructor.
  - apply IH. intros xs y z zs E. apply (H (x :: xs) y z zs). subst. reflexivity.
  - destruct l as [|y l]; constructor. apply (H [] x y l). reflexivity.
Qed.

Lemma irr_var : forall o l, 2 <= length l -> irreducible (vnode o l) -> Forall nrm l -> nrm (vnode o l).
Proof.
  intros o l Hlen Hirr Hn. rewrite vnode_mk. apply N_Var; auto.
  - apply Forall_forall. intros x Hx. apply in_split in Hx. destruct Hx as [l1 [l2 ->]].
    unfold good. split; [|split].
    + destruct (vchildren o x) as [ys|] eqn:E; auto. exfalso. apply vchildren_mk in E. subst x.
      change (mk o ys) with (vnode o ys) in Hirr. eapply no_root; [exact Hirr|]. apply R_Assoc.
    + destruct (vunit o x) eqn:E; auto. exfalso. apply vunit_t in E. subst x.
      eapply no_root; [exact Hirr|]. rewrite <- u_op_unit. apply R_Unit.
      intros E. apply app_eq_nil in E. destruct E as [-> ->]. simpl in Hlen. lia.
    + destruct (vabsorb o x) eqn:E; auto. exfalso. apply vabsorb_t in E. destruct E as [E _].
      eapply no_root; [exact Hirr|]. apply R_Absorb; eauto.
  - intros C. apply sorted_of_adj. intros xs y z zs ->. unfold NFProofs.R.
    destruct (String.leb (enc y) (enc z)) eqn:E; auto. exfalso.
    eapply no_root; [exact Hirr|]. apply R_Comm; [rewrite ac_comm; auto|apply ltb_of_leb; auto].
Qed.

Lemma ss_snoc : forall (A : Type) (Rel : A -> A -> Prop) l x,
  StronglySorted Rel l -> Forall (fun y => Rel y x) l -> StronglySorted Rel (l ++ [x]).
Proof.
  intros A Rel l x H. induction H as [|y l Hs IH Hf]; intros Hx; simpl.
  - repeat constructor.
  - inversion Hx; subst. constructor; auto. apply Forall_app; split; auto.
Qed.

Ltac no_redex H r := exfalso; eapply no_root; [exact H|]; r.

(** Theorem 11: a well-sorted term with no redex is [nrm]. *)
Theorem irreducible_nrm : forall t s, wt t s -> irreducible t -> nrm t.
Proof.
  assert (Var : forall o l, l <> [] -> irreducible (vnode o l) ->
            Forall (fun x => forall s, wt x s -> irreducible x -> nrm x) l ->
            Forall (fun x => wt x (vsort o)) l -> nrm (vnode o l)).
  { intros o l Hne Hirr IH Hw. apply irr_var; auto.
    - destruct l as [|x [|y r]]; [contradiction| |simpl; lia].
      exfalso. eapply no_root; [exact Hirr|]. apply R_Single.
    - apply Forall_forall. intros x Hx. rewrite Forall_forall in IH, Hw. apply (IH x Hx (vsort o)); auto.
      apply in_split in Hx. destruct Hx as [l1 [l2 ->]].
      apply (irreducible_plug (FVar o l1 l2)). exact Hirr. }
  induction t using term_ind'; intros st HW Hirr; inversion HW; subst;
    try (constructor; fail).
  - apply (Var VAnd); auto.
  - apply (Var VOr); auto.
  - assert (Hp : nrm t) by (eapply IHt; eauto; eapply (irreducible_plug FNot); eauto).
    constructor; auto.
    + intros q ->. no_redex Hirr ltac:(apply R_Not_Not).
    + intros ->. no_redex Hirr ltac:(apply R_Not_Top).
    + intros ->. no_redex Hirr ltac:(apply R_Not_Bot).
  - apply (Var VAdd); auto.
  - assert (Hs : nrm t) by (eapply IHt; eauto; eapply (irreducible_plug (FScale w)); eauto).
    destruct (PrimFloat.eqb w 0) eqn:E0; [no_redex Hirr ltac:(apply R_Scale_Zero; auto)|].
    destruct (PrimFloat.eqb w 1) eqn:E1; [no_redex Hirr ltac:(apply R_Scale_One; auto)|].
    constructor; auto. intros ->. no_redex Hirr ltac:(apply R_Scale_Of_Zero).
  - assert (Hp : nrm t1) by (eapply IHt1; eauto; eapply (irreducible_plug (FGate1 t2)); eauto).
    assert (Hs : nrm t2) by (eapply IHt2; eauto; eapply (irreducible_plug (FGate2 t1)); eauto).
    constructor; auto.
    + intros ->. no_redex Hirr ltac:(apply R_Gate_Top).
    + intros ->. no_redex Hirr ltac:(apply R_Gate_Bot).
    + intros ->. no_redex Hirr ltac:(apply R_Gate_Zero).
  - constructor. eapply IHt; eauto. eapply (irreducible_plug FNeg); eauto.
  - assert (Hs : nrm t) by (eapply IHt; eauto; eapply (irreducible_plug FNormalize); eauto).
    constructor; auto. intros u ->. no_redex Hirr ltac:(apply R_Norm_Idem).
  - constructor. eapply IHt; eauto. eapply (irreducible_plug (FClamp lo hi)); eauto.
  - constructor. eapply IHt; eauto. eapply (irreducible_plug (FTopK k)); eauto.
  - apply (Var VSeq); auto.
  - constructor.
    + eapply IHt1; eauto. eapply (irreducible_plug (FWhen1 t2)); eauto.
    + eapply IHt2; eauto. eapply (irreducible_plug (FWhen2 t1)); eauto.
  - change (Always a) with (emit a []). constructor; constructor.
  - assert (Hf : nrm t) by (eapply IHt; eauto; eapply (irreducible_plug (FOverride k a)); eauto).
    match goal with H : wt t SFailPlan |- _ => destruct (nrm_fp _ H Hf) as [b [tbl [-> [Hs Hd]]]] end.
    assert (Hlt : Forall (fun kv => String.compare (fst kv) k = Lt) tbl).
    { destruct tbl as [|[k1 a1] T] using rev_ind; [constructor|]. clear IHT.
      rewrite emit_snoc in Hirr. unfold kinds_sorted in Hs.
      destruct (StronglySorted_app _ _ _ _ Hs) as [_ Hs2].
      destruct (String.compare k1 k) eqn:C.
      - apply String.compare_eq_iff in C. subst k1. no_redex Hirr ltac:(apply R_F1).
      - apply Forall_app. split; [|constructor; auto].
        eapply Forall_impl; [|exact Hs2]. intros kv Hkv. inversion Hkv; subst.
        eapply str_lt_trans; eauto.
      - no_redex Hirr ltac:(apply R_F2; apply compare_lt_ltb; apply str_compare_gt; exact C). }
    rewrite <- emit_snoc. apply N_Fp.
    + apply ss_snoc; auto.
    + rewrite drop_base_app, Hd. unfold drop_base at 1. simpl.
      destruct (String.eqb (enc_pv a) (enc_pv b)) eqn:E; simpl; auto.
      exfalso. eapply no_root; [exact Hirr|]. apply R_F3 with b; [apply base_emit|apply String.eqb_eq; auto|].
      rewrite kinds_emit. apply keys_lt_not_in; auto.
  - constructor.
    + eapply IHt1; eauto. eapply (irreducible_plug (FPolicy1 t2 t3 t4 t5)); eauto.
    + eapply IHt2; eauto. eapply (irreducible_plug (FPolicy2 t1 t3 t4 t5)); eauto.
    + eapply IHt3; eauto. eapply (irreducible_plug (FPolicy3 t1 t2 t4 t5)); eauto.
    + eapply IHt4; eauto. eapply (irreducible_plug (FPolicy4 t1 t2 t3 t5)); eauto.
    + eapply IHt5; eauto. eapply (irreducible_plug (FPolicy5 t1 t2 t3 t4)); eauto.
Qed.

(** Theorem 11: [nf t] is reachable from [t] and R-normal. *)
Theorem nf_R_normal_form : forall t s, wt t s -> rstar t (nf t) /\ irreducible (nf t).
Proof.
  intros t s H. split; [apply (nf_reachable t s H)|].
  apply nrm_irreducible. apply (nf_sort_nrm t s H).
Qed.

(** ** R stays within well-sorted shaped terms, and within [=E] *)

Lemma rroot_wt : forall t u s, rroot t u -> wt t s -> wt u s.
Proof.
  intros t u s H Ht. destruct H.
  - apply wt_vnode in Ht. destruct Ht as [-> [_ Hl]]. rewrite Forall_app, Forall_cons_iff in Hl.
    destruct Hl as [Hx [Hy Hz]]. apply wt_vnode in Hy. destruct Hy as [_ [Hne Hy]].
    apply wt_vnode. split; [reflexivity|]. split.
    + destruct ys; [contradiction|]. destruct xs; discriminate.
    + rewrite !Forall_app. auto.
  - apply wt_vnode in Ht. destruct Ht as [-> [_ Hl]]. apply wt_vnode.
    split; [reflexivity|]. split; [apply app_cons_nil|].
    rewrite Forall_app, !Forall_cons_iff in *. tauto.
  - apply wt_vnode in Ht. destruct Ht as [-> [_ Hl]]. apply wt_vnode.
    split; [reflexivity|]. split; auto. rewrite Forall_app, Forall_cons_iff in Hl. apply Forall_app; tauto.
  - apply wt_vnode in Ht. destruct Ht as [-> _]. destruct o; simpl in H; inversion H; subst; constructor.
  - apply wt_vnode in Ht. destruct Ht as [-> [_ Hl]]. inversion Hl; auto.
  - inversion Ht; subst. match goal with H : wt (Not p) _ |- _ => inversion H; subst; auto end.
  - inversion Ht; subst; constructor.
  - inversion Ht; subst; constructor.
  - inversion Ht; subst; constructor.
  - inversion Ht; subst; constructor.
  - inversion Ht; subst; auto.
  - inversion Ht; subst; auto.
  - inversion Ht; subst; constructor.
  - inversion Ht; subst; constructor.
  - inversion Ht; subst; auto.
  - inversion Ht; subst. match goal with H : wt (Override f k a) _ |- _ => inversion H; subst end.
    constructor; auto.
  - inversion Ht; subst. match goal with H : wt (Override f k a) _ |- _ => inversion H; subst end.
    apply WOverride; apply WOverride; auto.
  - inversion Ht; subst; auto.
Qed.

Lemma shaped_vnode : forall o l, shaped (vnode o l) <-> Forall shaped l.
Proof. intros. rewrite vnode_mk. apply shaped_mk. Qed.

Lemma rroot_shaped : forall t u, rroot t u -> shaped t -> shaped u.
Proof.
  intros t u H Ht. destruct H; try (rewrite shaped_vnode in *).
  - rewrite !Forall_app, Forall_cons_iff in *. rewrite shaped_vnode in Ht. tauto.
  - rewrite !Forall_app, !Forall_cons_iff in *. tauto.
  - rewrite !Forall_app, Forall_cons_iff in *. tauto.
  - destruct o; simpl in H; inversion H; subst; simpl; auto.
  - inversion Ht; auto.
  - simpl in *; tauto.
  - simpl; auto.
  - simpl; auto.
  - simpl; auto.
  - simpl; auto.
  - simpl in *; tauto.
  - simpl in *; tauto.
  - simpl; auto.
  - simpl; auto.
  - simpl in *; tauto.
  - simpl in *; tauto.
  - simpl in *; tauto.
  - simpl in *; tauto.
Qed.

Lemma wt_plug : forall fr t s, wt (plug fr t) s ->
  exists s', wt t s' /\ forall u, wt u s' -> wt (plug fr u) s.
Proof.
  intros fr t s H. destruct fr; simpl in *.
  1: { apply wt_vnode in H. destruct H as [-> [_ Hl]]. rewrite Forall_app, Forall_cons_iff in Hl.
    exists (vsort o). split; [tauto|]. intros u Hu. apply wt_vnode. split; [reflexivity|].
    split; [apply app_cons_nil|]. rewrite Forall_app, Forall_cons_iff. tauto. }
  all: inversion H; subst; eexists; split; [eassumption|intros u Hu; constructor; auto].
Qed.

Lemma shaped_plug : forall fr t, shaped (plug fr t) -> shaped t /\ forall u, shaped u -> shaped (plug fr u).
Proof.
  intros fr t H. destruct fr; simpl in *.
  1: { rewrite shaped_vnode, Forall_app, Forall_cons_iff in H. split; [tauto|].
    intros u Hu. rewrite shaped_vnode, Forall_app, Forall_cons_iff. tauto. }
  all: simpl in *; tauto.
Qed.

(** Subject reduction: an R step keeps the sort and the shape. *)
Theorem rstep_wt : forall t u, rstep t u -> forall s, wt t s -> wt u s.
Proof.
  induction 1 as [t u H|fr t u _ IH]; intros s Hs; [eapply rroot_wt; eauto|].
  destruct (wt_plug _ _ _ Hs) as [s' [H1 H2]]. auto.
Qed.

Theorem rstep_shaped : forall t u, rstep t u -> shaped t -> shaped u.
Proof.
  induction 1 as [t u H|fr t u _ IH]; intros Hs; [eapply rroot_shaped; eauto|].
  destruct (shaped_plug _ _ Hs) as [H1 H2]. auto.
Qed.

Lemma rroot_ax : forall t u, rroot t u -> shaped t -> ax t u.
Proof.
  intros t u H Ht. destruct H.
  - apply Assoc.
  - rewrite shaped_vnode, Forall_app, !Forall_cons_iff in Ht. apply Comm; tauto.
  - apply Unit; auto.
  - apply Absorb; auto.
  - apply Single.
  - apply Not_Not.
  - apply Not_Top.
  - apply Not_Bot.
  - apply Scale_Zero; auto.
  - apply Scale_Of_Zero.
  - apply Scale_One; auto.
  - apply Gate_Top.
  - apply Gate_Bot.
  - apply Gate_Zero.
  - apply Norm_Idem.
  - apply F1.
  - apply F2. intros ->. rewrite ltb_irrefl in H. discriminate.
  - eapply F3; eauto.
Qed.

Lemma eqE_plug : forall fr t u, eqE t u -> eqE (plug fr t) (plug fr u).
Proof.
  destruct fr; intros t u H; simpl.
  1: apply C_var; auto.
  all: first [apply C_not|apply C_scale|apply C_gate1|apply C_gate2|apply C_neg|apply C_normalize
             |apply C_clamp|apply C_topk|apply C_when1|apply C_when2|apply C_override|apply C_policy1
             |apply C_policy2|apply C_policy3|apply C_policy4|apply C_policy5]; auto.
Qed.

(** Every R step on a well-sorted shaped term is an instance of E in a
    context: R ⊆ [=E]. *)
Theorem rstep_eqE : forall t u, rstep t u -> forall s, wt t s -> shaped t -> eqE t u.
Proof.
  induction 1 as [t u H|fr t u _ IH]; intros s Hs HS.
  - apply (E_ax s); [exact Hs|eapply rroot_wt; eauto|apply rroot_ax; auto].
  - destruct (wt_plug _ _ _ Hs) as [s' [H1 _]]. destruct (shaped_plug _ _ HS) as [H2 _].
    apply eqE_plug. eauto.
Qed.

Lemma rstar_inv : forall t u, rstar t u -> forall s, wt t s -> shaped t ->
  wt u s /\ shaped u /\ eqE t u.
Proof.
  induction 1 as [t|t m u H _ IH]; intros s Hs HS; [split; [|split]; auto; apply E_refl|].
  assert (Hm : wt m s) by (eapply rstep_wt; eauto).
  assert (Sm : shaped m) by (eapply rstep_shaped; eauto).
  destruct (IH s Hm Sm) as [A [B C]]. split; [|split]; auto.
  eapply E_trans; [|exact C]. eapply rstep_eqE; eauto.
Qed.

(** Theorem 11, unique normal forms: on a well-sorted shaped term, every
    R-normal form reachable by R is [nf t]. *)
Theorem R_normal_form_unique : forall t u s, wt t s -> shaped t -> rstar t u -> irreducible u -> u = nf t.
Proof.
  intros t u s Hs HS H Hirr. destruct (rstar_inv t u H s Hs HS) as [Hu [_ E]].
  rewrite (eqE_nf t u E s Hs). symmetry. apply nf_of_nrm. eapply irreducible_nrm; eauto.
Qed.

(** Theorem 11, confluence (on well-sorted shaped terms). *)
Theorem R_confluent : forall t u1 u2 s, wt t s -> shaped t -> rstar t u1 -> rstar t u2 ->
  exists w, rstar u1 w /\ rstar u2 w.
Proof.
  intros t u1 u2 s Hs HS H1 H2. exists (nf t).
  destruct (rstar_inv t u1 H1 s Hs HS) as [W1 [_ E1]]. destruct (rstar_inv t u2 H2 s Hs HS) as [W2 [_ E2]].
  rewrite (eqE_nf t u1 E1 s Hs) at 1. rewrite (eqE_nf t u2 E2 s Hs).
  split; eapply nf_reachable; eauto.
Qed.

(** [=E] is the equivalence closure of R (spec/04 §4.7, last paragraph):
    two well-sorted shaped terms are E-equal exactly when they are joinable
    by R. *)
Theorem eqE_iff_joinable : forall t u s, wt t s -> wt u s -> shaped t -> shaped u ->
  (eqE t u <-> exists w, rstar t w /\ rstar u w).
Proof.
  intros t u s Ht Hu St Su. split.
  - intros E. exists (nf t). split; [eapply nf_reachable; eauto|].
    rewrite (eqE_nf t u E s Ht). eapply nf_reachable; eauto.
  - intros [w [H1 H2]]. destruct (rstar_inv t w H1 s Ht St) as [_ [_ E1]].
    destruct (rstar_inv u w H2 s Hu Su) as [_ [_ E2]].
    eapply E_trans; [exact E1|]. apply E_sym; exact E2.
Qed.
