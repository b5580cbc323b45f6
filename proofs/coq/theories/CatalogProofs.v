(** Properties of the catalog's candidates as the protocol reads them
    (CatalogCheck.v, spec/11 §11.4). *)
From Coq Require Import String List Bool.
From SigmaPol Require Import Json Admission Catalog Inputs CatalogCheck.
Import ListNotations.

(** [flat_paths] gives one place to each candidate [Catalog.flatten] makes:
    [placed] never runs out of places. *)
Theorem flat_paths_length : forall σ cat, length (flat_paths cat) = length (flatten σ cat).
Proof.
  intros σ cat. unfold flat_paths, flatten. cbv zeta.
  generalize (sort_members (obj_members (member "models" cat))) as ms.
  generalize (obj_members (member "providers" cat)) as provs.
  intros provs ms. induction ms as [|fm ms IH]; [reflexivity|].
  cbn [flat_map]. rewrite !app_length, IH. f_equal.
  generalize (match assoc "served_by" (obj_members (Some (snd fm))) with
              | Some (JArr l) => l | _ => [] end) as ps.
  intros ps. generalize idx0 as i. induction ps as [|p ps IHp]; intros i; [reflexivity|].
  cbn [flat_map]. rewrite !app_length, IHp. f_equal.
  destruct (assoc "provider" (obj_members (Some p))) as [[| | |s| |]|]; try reflexivity.
  destruct (assoc "discovery" (obj_members (assoc s provs))) as [[| | |d| |]|]; try reflexivity.
  do 7 (try (destruct d as [|c d]; [reflexivity|]; destruct c as [[] [] [] [] [] [] [] []]; try reflexivity)).
Qed.

Lemma bind_valid' : forall {A B} (r : res A) (f : A -> res B) b,
  bind r f = Valid b -> exists a, r = Valid a /\ f a = Valid b.
Proof. intros A B r f b H. destruct r; simpl in H; [eexists; split; eauto|discriminate]. Qed.

Lemma map_at_forall2 : forall {A B} (f : idx -> A -> res B) l i ys,
  map_at f i l = Valid ys -> Forall2 (fun x y => exists j, f j x = Valid y) l ys.
Proof.
  intros A B f l. induction l as [|x l IH]; intros i ys H; simpl in H.
  - injection H as <-. constructor.
  - apply bind_valid' in H. destruct H as [y [Hy H]].
    apply bind_valid' in H. destruct H as [ys' [Hys H]]. injection H as <-.
    constructor; [exists i; exact Hy|exact (IH _ _ Hys)].
Qed.

Lemma forall2_weaken : forall {A B} (P Q : A -> B -> Prop) l l',
  (forall x y, P x y -> Q x y) -> Forall2 P l l' -> Forall2 Q l l'.
Proof. intros A B P Q l l' HPQ H. induction H; constructor; auto. Qed.

Lemma placed_forall2 : forall (P : json -> json -> Prop) cs i ps ys,
  Forall2 (fun pc y => P (snd pc) y) (placed i cs ps) ys -> Forall2 P cs ys.
Proof.
  intros P cs. induction cs as [|c cs IH]; intros i ps ys H.
  - simpl in H. inversion H. constructor.
  - destruct ps as [|p ps]; simpl in H; inversion H; subst; constructor; eauto.
Qed.

(** The candidates of one call of a catalog (spec/11 §11.4) are
    [Catalog.flatten]'s candidates of the catalog read by rule and
    validated (§11.3), each through the candidate schema's validator
    (§11.2), in flattening order, followed by the extra candidates, each
    through it too. *)
Theorem catalog_pool_flatten : forall σ m cat cs, catalog_pool σ m cat = Valid cs ->
  exists cat' flat extras,
    plain "$.catalog" cat = Valid cat' /\ validate_catalog σ cat' = Valid tt /\
    Forall2 (fun c c' => exists w, schema_candidate σ w c = Valid c') (flatten σ cat') flat /\
    extra_candidates m (schema_candidate σ) = Valid extras /\ cs = app flat extras.
Proof.
  intros σ m cat cs H. unfold catalog_pool, catalog_read in H.
  apply bind_valid' in H. destruct H as [cf [Hcf H]].
  apply bind_valid' in H. destruct H as [extras [He H]]. injection H as <-.
  apply bind_valid' in Hcf. destruct Hcf as [cat' [Hp Hcf]].
  apply bind_valid' in Hcf. destruct Hcf as [[] [Hv Hcf]].
  apply bind_valid' in Hcf. destruct Hcf as [flat [Hf Hcf]]. injection Hcf as <-.
  exists cat', flat, extras. repeat split; auto.
  apply map_at_forall2 in Hf.
  eapply placed_forall2 with (P := fun c c' => exists w, schema_candidate σ w c = Valid c').
  eapply forall2_weaken; [|exact Hf]. intros pc y [_ Hy]. exists (fst pc). exact Hy.
Qed.
