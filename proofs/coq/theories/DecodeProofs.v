(** Theorem 5: [decode] inverts the encoding on shaped terms
    ([decode_enc]), so the encoding is injective there ([enc_injective]);
    the number text enters only through [Trusted.num_text_spec]. *)
From Coq Require Import String Ascii List Bool PrimFloat Lia Arith.
From SigmaPol Require Import Trusted Json Syntax Encoding NormalForm Shape ShapeProofs Decode.
Import ListNotations.
Open Scope string_scope.

(** ** Strings *)
Lemma sapp_assoc : forall a b c : string, (a ++ b) ++ c = a ++ b ++ c.
Proof. induction a; simpl; intros; auto. rewrite IHa. auto. Qed.

Lemma sapp_nil_r : forall a : string, a ++ "" = a.
Proof. induction a; simpl; auto. rewrite IHa. auto. Qed.

Lemma slen_app : forall a b : string, String.length (a ++ b) = String.length a + String.length b.
Proof. induction a; simpl; auto. Qed.

Lemma concat_cons : forall (a : string) l, String.concat "" (a :: l) = a ++ String.concat "" l.
Proof. intros a [|b l]; simpl; auto. rewrite sapp_nil_r. auto. Qed.

Lemma is_c_eq : forall n c, is_c n c = true -> c = ascii_of_nat n.
Proof. unfold is_c. intros n c H. apply Nat.eqb_eq in H. rewrite <- H. symmetry. apply ascii_nat_embedding. Qed.

(** What may follow a number: nothing, or a character outside its alphabet. *)
Definition nstop (r : string) : Prop :=
  match r with EmptyString => True | String c _ => num_char c = false end.

Lemma read_num_app : forall w r, num_chars w = true -> nstop r -> read_num (w ++ r) = (w, r).
Proof.
  induction w as [|c w IH]; simpl; intros r H1 H2.
  - destruct r as [|c r]; simpl in *; auto. rewrite H2. auto.
  - apply andb_true_iff in H1. destruct H1 as [Hc Hw]. rewrite Hc, IH; auto.
Qed.

Lemma dec_num_text : forall x r, num_ok x = true -> nstop r -> dec_num (num_text x ++ r) = Some (x, r).
Proof.
  intros x r Hx Hr. destruct (num_text_spec x Hx) as [Hp [Hn Hc]].
  unfold dec_num. rewrite read_num_app; auto.
  rewrite Hp. destruct (num_text x); [contradiction|reflexivity].
Qed.

(** ** Strings (§5.3) *)
Lemma unesc_esc : forall s r, unesc (esc s ++ String (ascii_of_nat 34) r) = Some (s, r).
Proof.
  induction s as [|c s IH]; intros r; [reflexivity|]. simpl.
  destruct (Nat.eqb (nat_of_ascii c) 92) eqn:E92;
    [simpl; rewrite IH; simpl; apply is_c_eq in E92; rewrite E92; reflexivity|].
  destruct (Nat.eqb (nat_of_ascii c) 34) eqn:E34;
    [simpl; rewrite IH; simpl; apply is_c_eq in E34; rewrite E34; reflexivity|].
  destruct (Nat.eqb (nat_of_ascii c) 10) eqn:E10;
    [simpl; rewrite IH; simpl; apply is_c_eq in E10; rewrite E10; reflexivity|].
  destruct (Nat.eqb (nat_of_ascii c) 13) eqn:E13;
    [simpl; rewrite IH; simpl; apply is_c_eq in E13; rewrite E13; reflexivity|].
  destruct (Nat.eqb (nat_of_ascii c) 9) eqn:E9;
    [simpl; rewrite IH; simpl; apply is_c_eq in E9; rewrite E9; reflexivity|].
  simpl. unfold is_c. rewrite E34, E92, IH. reflexivity.
Qed.

Lemma dec_str_enc : forall s r, dec_str (enc_str s ++ r) = Some (s, r).
Proof.
  intros s r. unfold enc_str. simpl. rewrite sapp_assoc. simpl. apply unesc_esc.
Qed.

Arguments dec_str : simpl never.
Arguments enc_str : simpl never.

(** ** Parameter values (§5.4) *)
Section PvInd.
  Variable P : pv -> Prop.
  Hypothesis HNum : forall x, P (PNum x).
  Hypothesis HStr : forall s, P (PStr s).
  Hypothesis HBool : forall b, P (PBool b).
  Hypothesis HArr : forall l, Forall P l -> P (PArr l).
  Hypothesis HRec : forall m, Forall (fun kv => P (snd kv)) m -> P (PRec m).
  Fixpoint pv_ind' (v : pv) : P v :=
    match v with
    | PNum x => HNum x
    | PStr s => HStr s
    | PBool b => HBool b
    | PArr l => HArr l ((fix go (l : list pv) : Forall P l :=
                          match l with [] => Forall_nil _ | x :: r => Forall_cons _ (pv_ind' x) (go r) end) l)
    | PRec m => HRec m ((fix go (m : list (string * pv)) : Forall (fun kv => P (snd kv)) m :=
                          match m with [] => Forall_nil _ | x :: r => Forall_cons _ (pv_ind' (snd x)) (go r) end) m)
    end.
End PvInd.

Lemma num_char_facts : forall c, num_char c = true ->
  is_c 34 c = false /\ is_c 91 c = false /\ is_c 123 c = false /\ is_c 93 c = false /\
  is_c 40 c = false /\ (forall s, strip "true" (String c s) = None) /\
  (forall s, strip "false" (String c s) = None).
Proof.
  intros [b0 b1 b2 b3 b4 b5 b6 b7] H.
  destruct b0, b1, b2, b3, b4, b5, b6, b7; vm_compute in H; try discriminate; repeat split; reflexivity.
Qed.

Arguments strip : simpl never.

Lemma num_text_head : forall x, num_ok x = true -> exists c w, num_text x = String c w /\ num_char c = true.
Proof.
  intros x Hx. destruct (num_text_spec x Hx) as [_ [Hn Hc]].
  destruct (num_text x) as [|c w]; [contradiction|]. exists c, w. simpl in Hc.
  apply andb_true_iff in Hc. tauto.
Qed.

(** The first character of an encoded value is not [\]]. *)
Lemma enc_pv_head : forall v, pv_ok v -> exists c w, enc_pv v = String c w /\ is_c 93 c = false.
Proof.
  intros [x|s|[|]|l|m] H; simpl; try (eexists _, _; split; reflexivity).
  destruct (num_text_head x H) as [c [w [E Hc]]]. exists c, w. split; auto. apply num_char_facts; auto.
Qed.

Definition pv_dec (v : pv) : Prop :=
  forall n r, String.length (enc_pv v) <= n -> nstop r -> dec_pv n (enc_pv v ++ r) = Some (v, r).

Lemma dec_items_enc : forall l, l <> [] -> Forall (fun v => pv_ok v /\ pv_dec v) l ->
  forall n r, String.length (join "," (map enc_pv l)) + 1 <= n ->
  dec_items n (join "," (map enc_pv l) ++ String "]" r) = Some (l, r).
Proof.
  induction l as [|x l IH]; intros Hne F n r Hn; [contradiction|].
  inversion F as [|? ? [Hx Dx] Fl]; subst. destruct n as [|n]; [lia|]. unfold pv_dec in Dx.
  destruct l as [|y l].
  - simpl in *. rewrite (Dx n (String "]" r)); [reflexivity|lia|reflexivity].
  - change (join "," (map enc_pv (x :: y :: l))) with (enc_pv x ++ "," ++ join "," (map enc_pv (y :: l))) in *.
    rewrite !slen_app in Hn. change (String.length ",") with 1 in Hn. rewrite sapp_assoc. simpl.
    rewrite (Dx n); [|lia|reflexivity]. simpl. rewrite IH; [reflexivity|discriminate|exact Fl|lia].
Qed.

Definition member_enc (kv : string * pv) : string := enc_str (fst kv) ++ ":" ++ enc_pv (snd kv).

Lemma dec_members_enc : forall m, m <> [] -> Forall (fun kv => pv_ok (snd kv) /\ pv_dec (snd kv)) m ->
  keys_lt m -> forall prev, (forall p, prev = Some p -> Forall (fun kv => String.compare p (fst kv) = Lt) m) ->
  forall n r, String.length (join "," (map member_enc m)) + 1 <= n ->
  dec_members n prev (join "," (map member_enc m) ++ String "}" r) = Some (m, r).
Proof.
  induction m as [|[k v] m IH]; intros Hne F Hs prev Hp n r Hn; [contradiction|].
  inversion F as [|? ? [Hx Dx] Fl]; subst. destruct n as [|n]; [lia|]. simpl in Dx. unfold pv_dec in Dx.
  assert (Ka : key_after prev k = true).
  { destruct prev as [p|]; [|reflexivity]. specialize (Hp p eq_refl). inversion Hp; subst.
    simpl. simpl in H1. rewrite H1. reflexivity. }
  unfold keys_lt in Hs. inversion Hs as [|? ? Hs' Hf]; subst.
  destruct m as [|kv' m].
  - change (join "," (map member_enc [(k, v)])) with (member_enc (k, v)) in *.
    unfold member_enc in *. simpl fst in *. simpl snd in *.
    rewrite !slen_app in Hn. change (String.length ":") with 1 in Hn.
    rewrite !sapp_assoc. cbn [dec_members]. rewrite dec_str_enc. simpl. rewrite Ka.
    rewrite (Dx n (String "}" r)); [reflexivity|lia|reflexivity].
  - change (join "," (map member_enc ((k, v) :: kv' :: m)))
      with (member_enc (k, v) ++ "," ++ join "," (map member_enc (kv' :: m))) in *.
    unfold member_enc at 1 in Hn. unfold member_enc at 1. simpl fst in *. simpl snd in *.
    rewrite !slen_app in Hn. change (String.length ":") with 1 in Hn. change (String.length ",") with 1 in Hn.
    rewrite !sapp_assoc. cbn [dec_members]. rewrite dec_str_enc. simpl. rewrite Ka.
    rewrite (Dx n); [|lia|reflexivity]. simpl.
    rewrite IH; [reflexivity|discriminate|exact Fl|exact Hs'| |lia].
    intros p E. injection E as <-. exact Hf.
Qed.

Lemma enc_pv_arr : forall l, enc_pv (PArr l) = "[" ++ join "," (map enc_pv l) ++ "]".
Proof. reflexivity. Qed.
Lemma enc_pv_rec : forall m, enc_pv (PRec m) = "{" ++ join "," (map member_enc m) ++ "}".
Proof. reflexivity. Qed.
Lemma dec_pv_arr : forall n s, dec_pv (S n) ("[" ++ s) =
  match s with
  | String d r' => if is_c 93 d then Some (PArr [], r')
                   else option_map (fun p => (PArr (fst p), snd p)) (dec_items n s)
  | EmptyString => None
  end.
Proof. reflexivity. Qed.
Lemma dec_pv_rec : forall n s, dec_pv (S n) ("{" ++ s) = option_map (fun p => (PRec (fst p), snd p)) (dec_members n None s).
Proof. reflexivity. Qed.

Lemma dec_pv_enc : forall v, pv_ok v -> pv_dec v.
Proof.
  induction v using pv_ind'; intros Hv n r Hn Hr.
  - destruct (num_text_head x Hv) as [c [w [E Hc]]]. simpl in Hn |- *. rewrite E in Hn |- *.
    destruct n as [|n]; [simpl in Hn; lia|].
    destruct (num_char_facts c Hc) as [H1 [H2 [H3 [_ [_ [H4 H5]]]]]].
    simpl. rewrite H1, H2, H3, H4, H5.
    change (String c (w ++ r)) with (String c w ++ r). rewrite <- E, dec_num_text; auto.
  - destruct n as [|n]; [simpl in Hn; lia|].
    unfold enc_pv, enc_str. rewrite !sapp_assoc. simpl. rewrite unesc_esc. reflexivity.
  - destruct n as [|n]; [destruct b; simpl in Hn; lia|]. destruct b; reflexivity.
  - destruct n as [|n]; [simpl in Hn; lia|]. destruct l as [|x l]; [reflexivity|].
    rewrite pv_ok_arr in Hv. rewrite enc_pv_arr in *. rewrite !sapp_assoc. rewrite dec_pv_arr.
    destruct (enc_pv_head x) as [c [w [E Hc]]]; [inversion Hv; auto|].
    assert (HJ : exists w', join "," (map enc_pv (x :: l)) = String c w').
    { destruct l; simpl; rewrite E; eexists; reflexivity. }
    destruct HJ as [w' HJ]. rewrite HJ at 1. cbn [append]. rewrite Hc.
    try change ("]" ++ r) with (String "]" r). rewrite dec_items_enc; [reflexivity|discriminate| |].
    + apply Forall_and; [exact Hv|]. rewrite Forall_forall in *. intros v Hv'. apply H; auto.
    + rewrite !slen_app in Hn. change (String.length "[") with 1 in Hn.
      change (String.length "]") with 1 in Hn. lia.
  - destruct n as [|n]; [simpl in Hn; lia|]. rewrite pv_ok_rec in Hv. destruct Hv as [Hne [Hsorted Hm]].
    rewrite enc_pv_rec in *. rewrite !sapp_assoc. rewrite dec_pv_rec.
    change ("}" ++ r) with (String "}" r). rewrite dec_members_enc; [reflexivity|auto| |exact Hsorted|discriminate|].
    + rewrite Forall_forall in *. intros kv Hkv. assert (Hk := Hm kv Hkv). destruct Hk as [_ Hk]. split; [exact Hk|apply H; auto].
    + rewrite !slen_app in Hn. change (String.length "{") with 1 in Hn.
      change (String.length "}") with 1 in Hn. lia.
Qed.

(** ** Terms (§5.5) *)
Lemma enc_view : forall t, enc t = node (fst (view t)) (map enc_targ (snd (view t))).
Proof. destruct t; try reflexivity; simpl; rewrite map_map; reflexivity. Qed.

(** An operation's name holds no space and no [)]. *)
Fixpoint op_ok (s : string) : bool :=
  match s with EmptyString => true | String c r => negb (is_c 32 c || is_c 41 c) && op_ok r end.

Definition rstop (r : string) : Prop :=
  match r with EmptyString => False | String c _ => is_c 32 c || is_c 41 c = true end.

Lemma read_op_app : forall op r, op_ok op = true -> rstop r -> read_op (op ++ r) = (op, r).
Proof.
  induction op as [|c op IH]; simpl; intros r H1 H2.
  - destruct r as [|c r]; [contradiction|]. simpl in H2. simpl. rewrite H2. auto.
  - apply andb_true_iff in H1. destruct H1 as [Hc Ho]. apply negb_true_iff in Hc. rewrite Hc, IH; auto.
Qed.

Definition args_text (l : list string) : string := String.concat "" (map (fun a => " " ++ a) l).

Lemma args_text_cons : forall a l, args_text (a :: l) = String " " (a ++ args_text l).
Proof. intros a l. unfold args_text. simpl map. rewrite concat_cons. reflexivity. Qed.

Lemma args_text_stop : forall l r, rstop (args_text l ++ String ")" r) /\ nstop (args_text l ++ String ")" r).
Proof. intros [|a l] r; [split; reflexivity|]. rewrite args_text_cons. split; reflexivity. Qed.

Definition term_dec (u : term) : Prop :=
  forall n r, String.length (enc u) <= n -> dec_term n (enc u ++ r) = Some (u, r).

Definition targ_ok (a : targ) : Prop :=
  match a with AT u => term_dec u | AS _ => True | AN x => num_ok x = true | AV v => pv_ok v end.

Lemma dec_args_enc : forall args, Forall targ_ok args ->
  forall n r, String.length (args_text (map enc_targ args)) <= n ->
  dec_args n (map kind_of args) (args_text (map enc_targ args) ++ String ")" r) = Some (args, String ")" r).
Proof.
  induction args as [|a args IH]; intros F n r Hn; [destruct n; reflexivity|].
  inversion F as [|? ? Ha Fa]; subst.
  change (map enc_targ (a :: args)) with (enc_targ a :: map enc_targ args) in *.
  change (map kind_of (a :: args)) with (kind_of a :: map kind_of args). rewrite args_text_cons in *.
  simpl in Hn. rewrite slen_app in Hn. destruct n as [|n]; [lia|].
  destruct (args_text_stop (map enc_targ args) r) as [_ Hst].
  cbn [dec_args append]. rewrite sapp_assoc.
  assert (One : match kind_of a with
                | KT => option_map (fun p => (AT (fst p), snd p)) (dec_term n (enc_targ a ++ args_text (map enc_targ args) ++ String ")" r))
                | KS => option_map (fun p => (AS (fst p), snd p)) (dec_str (enc_targ a ++ args_text (map enc_targ args) ++ String ")" r))
                | KN => option_map (fun p => (AN (fst p), snd p)) (dec_num (enc_targ a ++ args_text (map enc_targ args) ++ String ")" r))
                | KV => option_map (fun p => (AV (fst p), snd p)) (dec_pv n (enc_targ a ++ args_text (map enc_targ args) ++ String ")" r))
                end = Some (a, args_text (map enc_targ args) ++ String ")" r)).
  { destruct a as [u|s|x|v]; cbn [enc_targ kind_of targ_ok] in Ha, Hn |- *.
    - rewrite Ha; [reflexivity|lia].
    - rewrite dec_str_enc. reflexivity.
    - rewrite dec_num_text; auto.
    - rewrite dec_pv_enc; auto. lia. }
  simpl. rewrite One. simpl. rewrite IH; auto. lia.
Qed.

Lemma dec_terms_enc : forall l, Forall term_dec l ->
  forall n r, String.length (args_text (map enc l)) < n ->
  dec_terms n (args_text (map enc l) ++ String ")" r) = Some (l, r).
Proof.
  induction l as [|u l IH]; intros F n r Hn; (destruct n as [|n]; [simpl in Hn; lia|]); [reflexivity|].
  inversion F as [|? ? Hu Fl]; subst.
  change (map enc (u :: l)) with (enc u :: map enc l) in *. rewrite args_text_cons in *.
  simpl in Hn. rewrite slen_app in Hn. cbn [dec_terms append]. rewrite sapp_assoc. simpl.
  rewrite Hu; [|lia]. simpl. rewrite IH; auto. lia.
Qed.

Lemma dec_term_S : forall n s, dec_term (S n) ("(" ++ s) =
  let (op, r1) := read_op s in
  if is_var op then
    match dec_terms n r1 with
    | Some (ts, r2) => option_map (fun t => (t, r2)) (build_var op ts)
    | None => None
    end
  else
    match op_kinds op with
    | Some ks =>
        match dec_args n ks r1 with
        | Some (avs, String d r2) => if is_c 41 d then option_map (fun t => (t, r2)) (mkterm op avs) else None
        | _ => None
        end
    | None => None
    end.
Proof. reflexivity. Qed.

Lemma node_app : forall op l r, node op l ++ r = "(" ++ op ++ args_text l ++ String ")" r.
Proof. intros. unfold node, args_text. rewrite !sapp_assoc. reflexivity. Qed.

Lemma dec_fixed : forall t op args, view t = (op, args) -> is_var op = false -> op_ok op = true ->
  op_kinds op = Some (map kind_of args) -> mkterm op args = Some t -> Forall targ_ok args -> term_dec t.
Proof.
  intros t op args V Hv Ho Hk Hm F n r Hn. rewrite enc_view, V in *. simpl fst in *; simpl snd in *.
  rewrite node_app. unfold node in Hn. rewrite !slen_app in Hn. destruct n as [|n]; [simpl in Hn; lia|].
  rewrite dec_term_S. destruct (args_text_stop (map enc_targ args) r) as [Hs _].
  rewrite read_op_app; auto. rewrite Hv, Hk, dec_args_enc; auto.
  - simpl. rewrite Hm. reflexivity.
  - unfold args_text in *. change (String.length "(") with 1 in Hn.
    change (String.length ")") with 1 in Hn. lia.
Qed.

Lemma dec_variadic : forall t op l, view t = (op, map AT l) -> is_var op = true -> op_ok op = true ->
  build_var op l = Some t -> Forall term_dec l -> term_dec t.
Proof.
  intros t op l V Hv Ho Hb F n r Hn. rewrite enc_view, V in *. simpl fst in *; simpl snd in *.
  rewrite map_map in *. change (fun x => enc_targ (AT x)) with enc in *.
  rewrite node_app. unfold node in Hn. rewrite !slen_app in Hn. destruct n as [|n]; [simpl in Hn; lia|].
  rewrite dec_term_S. destruct (args_text_stop (map enc l) r) as [Hs _].
  rewrite read_op_app; auto. rewrite Hv, dec_terms_enc; auto.
  - simpl. rewrite Hb. reflexivity.
  - unfold args_text in *. change (String.length "(") with 1 in Hn.
    change (String.length ")") with 1 in Hn. lia.
Qed.

(** Theorem 5: decoding inverts the encoding of a shaped term. *)
Lemma dec_term_enc : forall t, shaped t -> term_dec t.
Proof.
  assert (V : forall l, Forall (fun u => shaped u -> term_dec u) l -> Forall shaped l -> Forall term_dec l).
  { intros l H1 H2. rewrite Forall_forall in *. auto. }
  induction t using term_ind'; intros Hs.
  all: try (eapply dec_variadic; [reflexivity|reflexivity|reflexivity|reflexivity|];
            apply V; auto; apply (shaped_mk VAnd); exact Hs).
  all: eapply dec_fixed; [reflexivity|reflexivity|reflexivity|reflexivity|reflexivity|].
  all: simpl in Hs; unfold str_ok, n_ok in Hs; repeat constructor; simpl; tauto.
Qed.

Theorem decode_enc : forall t, shaped t -> decode (enc t) = Some t.
Proof.
  intros t H. unfold decode. pose proof (dec_term_enc t H (String.length (enc t)) "" (le_n _)) as D.
  rewrite sapp_nil_r in D. rewrite D, String.eqb_refl. reflexivity.
Qed.

(** Theorem 5: the encoding is injective on shaped terms. *)
Theorem enc_injective : forall x y, shaped x -> shaped y -> enc x = enc y -> x = y.
Proof.
  intros x y Hx Hy E. pose proof (decode_enc x Hx) as Dx. rewrite E, decode_enc in Dx; auto.
  injection Dx; auto.
Qed.
