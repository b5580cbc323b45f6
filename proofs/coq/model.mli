
val negb : bool -> bool

val option_map : ('a1 -> 'a2) -> 'a1 option -> 'a2 option

type ('a, 'b) sum =
| Inl of 'a
| Inr of 'b

val fst : ('a1 * 'a2) -> 'a1

val snd : ('a1 * 'a2) -> 'a2

val length : 'a1 list -> int

val app : 'a1 list -> 'a1 list -> 'a1 list

type comparison =
| Eq
| Lt
| Gt

type uint =
| Nil
| D0 of uint
| D1 of uint
| D2 of uint
| D3 of uint
| D4 of uint
| D5 of uint
| D6 of uint
| D7 of uint
| D8 of uint
| D9 of uint

val revapp : uint -> uint -> uint

val rev : uint -> uint

module Little :
 sig
  val succ : uint -> uint
 end

type uint0 =
| Nil0
| D10 of uint0
| D11 of uint0
| D12 of uint0
| D13 of uint0
| D14 of uint0
| D15 of uint0
| D16 of uint0
| D17 of uint0
| D18 of uint0
| D19 of uint0
| Da of uint0
| Db of uint0
| Dc of uint0
| Dd of uint0
| De of uint0
| Df of uint0

type uint1 =
| UIntDecimal of uint
| UIntHexadecimal of uint0

val pred : int -> int

val add : int -> int -> int

val mul : int -> int -> int

val sub : int -> int -> int

val eqb : int -> int -> bool

val tail_add : int -> int -> int

val tail_addmul : int -> int -> int -> int

val tail_mul : int -> int -> int

val of_uint_acc : uint -> int -> int

val of_uint : uint -> int

val of_hex_uint_acc : uint0 -> int -> int

val of_hex_uint : uint0 -> int

val of_num_uint : uint1 -> int

val to_little_uint : int -> uint -> uint

val to_uint : int -> uint

type positive =
| XI of positive
| XO of positive
| XH

type n =
| N0
| Npos of positive

module Nat :
 sig
  val sub : int -> int -> int

  val ltb : int -> int -> bool

  val divmod : int -> int -> int -> int -> int * int

  val div : int -> int -> int

  val modulo : int -> int -> int

  val div2 : int -> int
 end

module Pos :
 sig
  val succ : positive -> positive

  val add : positive -> positive -> positive

  val add_carry : positive -> positive -> positive

  val mul : positive -> positive -> positive

  val compare_cont : comparison -> positive -> positive -> comparison

  val compare : positive -> positive -> comparison

  val iter_op : ('a1 -> 'a1 -> 'a1) -> positive -> 'a1 -> 'a1

  val to_nat : positive -> int

  val of_succ_nat : int -> positive
 end

module N :
 sig
  val add : n -> n -> n

  val mul : n -> n -> n

  val compare : n -> n -> comparison

  val to_nat : n -> int

  val of_nat : int -> n
 end

val zero : char

val one : char

val shift : bool -> char -> char

val ascii_of_pos : positive -> char

val ascii_of_N : n -> char

val ascii_of_nat : int -> char

val n_of_digits : bool list -> n

val n_of_ascii : char -> n

val nat_of_ascii : char -> int

val compare0 : char -> char -> comparison



val nth : int -> 'a1 list -> 'a1 -> 'a1

val nth_error : 'a1 list -> int -> 'a1 option

val last : 'a1 list -> 'a1 -> 'a1

val rev_append : 'a1 list -> 'a1 list -> 'a1 list

val rev' : 'a1 list -> 'a1 list

val concat : 'a1 list list -> 'a1 list

val map : ('a1 -> 'a2) -> 'a1 list -> 'a2 list

val flat_map : ('a1 -> 'a2 list) -> 'a1 list -> 'a2 list

val fold_left : ('a1 -> 'a2 -> 'a1) -> 'a2 list -> 'a1 -> 'a1

val fold_right : ('a2 -> 'a1 -> 'a1) -> 'a1 -> 'a2 list -> 'a1

val existsb : ('a1 -> bool) -> 'a1 list -> bool

val forallb : ('a1 -> bool) -> 'a1 list -> bool

val filter : ('a1 -> bool) -> 'a1 list -> 'a1 list

val find : ('a1 -> bool) -> 'a1 list -> 'a1 option

val firstn : int -> 'a1 list -> 'a1 list

val skipn : int -> 'a1 list -> 'a1 list

val repeat : 'a1 -> int -> 'a1 list

val compare1 : string -> string -> comparison

val leb : string -> string -> bool



val eucl_dev : int -> int -> (int * int)

val lsl0 : Uint63.t -> Uint63.t -> Uint63.t

val lsr0 : Uint63.t -> Uint63.t -> Uint63.t

val land0 : Uint63.t -> Uint63.t -> Uint63.t

val add0 : Uint63.t -> Uint63.t -> Uint63.t

val sub0 : Uint63.t -> Uint63.t -> Uint63.t

val eqb0 : Uint63.t -> Uint63.t -> bool

val ltb0 : Uint63.t -> Uint63.t -> bool

val leb0 : Uint63.t -> Uint63.t -> bool

val abs : Float64.t -> Float64.t

val opp : Float64.t -> Float64.t

val eqb1 : Float64.t -> Float64.t -> bool

val ltb1 : Float64.t -> Float64.t -> bool

val leb1 : Float64.t -> Float64.t -> bool

val mul0 : Float64.t -> Float64.t -> Float64.t

val add1 : Float64.t -> Float64.t -> Float64.t

val sub1 : Float64.t -> Float64.t -> Float64.t

val div0 : Float64.t -> Float64.t -> Float64.t

val infinity : Float64.t

val neg_infinity : Float64.t

val nan : Float64.t

val is_nan : Float64.t -> bool

val is_infinity : Float64.t -> bool

val num_text : Float64.t -> string

val num_parse : string -> Float64.t option

val fmod : Float64.t -> Float64.t -> Float64.t

val num_text_g : int -> Float64.t -> string

val num_ok : Float64.t -> bool

val num_char : char -> bool

type json =
| JNull
| JBool of bool
| JNum of Float64.t
| JStr of string
| JArr of json list
| JObj of (string * json) list

type pv =
| PNum of Float64.t
| PStr of string
| PBool of bool
| PArr of pv list
| PRec of (string * pv) list

val is_finite : Float64.t -> bool

val ins_member : (string * 'a1) -> (string * 'a1) list -> (string * 'a1) list

val sort_members : (string * 'a1) list -> (string * 'a1) list

val ins_uniq : (string * 'a1) -> (string * 'a1) list -> (string * 'a1) list

val sort_uniq : (string * 'a1) list -> (string * 'a1) list

val conv : json -> pv

val assoc : string -> (string * 'a1) list -> 'a1 option

val member : string -> json -> json option

val at_least : char -> char -> bool

val valid_bytes : char list -> bool

val valid_unicode : string -> bool

val bis : char -> char -> bool

val ble : char -> char -> bool

val bin : char -> char -> char -> bool

val ilt : Uint63.t -> Uint63.t -> bool

val ile : Uint63.t -> Uint63.t -> bool

val iadd : Uint63.t -> Uint63.t -> Uint63.t

val isub : Uint63.t -> Uint63.t -> Uint63.t

val ishr : Uint63.t -> Uint63.t -> Uint63.t

val i_of : char -> Uint63.t

val byte_of : Uint63.t -> char

val ilow6 : Uint63.t -> Uint63.t

val nle : int -> int -> bool

val byte_at : string -> int -> char option

type 'a got =
| Got of 'a * int
| Bad of string

val no_fuel : string

val ws : char -> bool

val scan : (char -> bool) -> int -> string -> int -> int

val skip : string -> int -> int

val depth_ok :
  int -> string -> int -> bool -> bool -> Uint63.t -> Uint63.t -> bool

val hexval : char -> Uint63.t option

val hex4 : string -> int -> Uint63.t got

val utf8 : Uint63.t -> string

val utf8_len : string -> int -> int

val plain_end : int -> string -> int -> int

val simple_escape : char -> string option

val low_half : Uint63.t -> string -> int -> Uint63.t option got

val str_body : int -> string -> int -> string list -> string got

val is_digit : char -> bool

val digits1 : string -> int -> int option

val number : string -> int -> json got

val literal : char list -> string -> int -> int option

val lit : char list -> json -> string -> int -> json got

val drop_rev :
  string -> (string * json) list -> (string * json) list -> (string * json)
  list

val drop_name : string -> (string * json) list -> (string * json) list

val value : int -> string -> int -> json got

val object_members : int -> string -> int -> (string * json) list -> json got

val array_elements : int -> string -> int -> json list -> json got

val read_json : string -> json got

val strip_ws : char -> bool

val back : string -> int -> int

val read_line : string -> (string, json) sum option

type out =
| ONull
| OBool of bool
| ONum of Float64.t
| OInt of int
| OStr of string
| OArr of out list
| OObj of (string * out) list

val u_escape : Uint63.t -> char list -> char list

val needs_escape : char -> bool

val escape : char -> string

val escaped : int -> string -> int -> string list -> string list

val write_string : string -> string list -> string list

val two52w : Float64.t

val two53w : Float64.t

val small_int : Float64.t -> bool

val reads_back : string -> Float64.t -> bool

val num_out : Float64.t -> string

val divmod_s : int -> int -> int * int

val count_digits : int -> int -> char list -> char list

val count_text : int -> string

val str_le_from : int -> string -> string -> int -> bool

val str_le : string -> string -> bool

val merge_rev :
  ('a1 -> 'a1 -> bool) -> 'a1 list -> 'a1 list -> 'a1 list -> 'a1 list

val merge_pairs :
  ('a1 -> 'a1 -> bool) -> 'a1 list list -> 'a1 list list -> 'a1 list list

val merge_all : ('a1 -> 'a1 -> bool) -> int -> 'a1 list list -> 'a1 list

val len_acc : 'a1 list -> int -> int

val msort : ('a1 -> 'a1 -> bool) -> 'a1 list -> 'a1 list

val sorted_out : out -> out

val write : out -> string list -> string list

val to_line : out -> string

val invalid_json : string -> out

val shown_rev : char list -> char list -> char list

val shown : string -> string

val of_json : json -> out

val of_pv : pv -> out

type sort =
| SPred
| SScorer
| SSelector
| SXform
| SFailPlan
| SPolicy

val sort_eqb : sort -> sort -> bool

val sort_name : sort -> string

type psort =
| PNumS
| PCount
| PRel
| PNumField
| PBoolField
| PTier
| PFamily
| PProvider
| PServedBy
| PCapability
| PParamName
| PSym
| PProvenance
| PFailReason
| PScalar
| PAction
| PRecipe
| PChain

val psort_name : psort -> string

type isort =
| Sub of sort
| Par of psort

type row =
| RVar of sort
| RFix of isort list * sort

val signature : (string * row) list

type term =
| Top
| Bot
| And of term list
| Or of term list
| Not of term
| MeetsReq
| ScopeMatches
| Is of string
| Cmp of string * string * Float64.t
| TierEq of string
| MinTier of string
| FamilyEq of string
| ProviderEq of string
| ServedByEq of string
| HasCap of string
| Zero
| Add of term list
| Scale of Float64.t * term
| Gate of term * term
| Neg of term
| Normalize of term
| Clamp of Float64.t * Float64.t * term
| Field of string
| Lit of Float64.t
| Argmax
| Ordered
| Sample of Float64.t
| Chain of pv
| TopK of Float64.t * term
| Id
| Seq of term list
| SetParam of string * pv
| InjectSeed of string
| ClampParam of string * Float64.t * Float64.t
| Jitter of string * Float64.t
| FilterText of pv
| FilterImage of pv
| Custom of string
| When of term * term
| Always of pv
| Override of term * string * pv
| Policy of term * term * term * term * term

type argv =
| ASub of term
| APar of pv

val build : string -> argv list -> term option

val build_var : string -> term list -> term option

val size : term -> int

type fdecl =
| DNum of Float64.t
| DBool of bool

type schema = { ext : (string * fdecl) list; tiers : string list }

val core_fields : (string * fdecl) list

val default_schema : schema

val decl : schema -> string -> fdecl option

val in_strings : string -> string list -> bool

val num : json -> bool

val str : json -> bool

val two52 : Float64.t

val count_ok : Float64.t -> bool

val relations : string list

val actions : string list

val action_core : string list

val chain_keys : string list

val is_verb : json option -> bool

val absent_or : (json -> bool) -> json option -> bool

val is_table : json -> bool

val is_arrayish : json -> bool

val elems : json -> json list

val members : json -> (string * json) list

val pick : string -> string -> json -> json option

val str_opt : json option -> bool

val row_of : (string -> bool) -> string -> row option

val digits : int -> int -> string -> string

val nat_text : int -> string

val show : json option -> string

val first_some : ('a1 -> string option) -> 'a1 list -> string option

val first_some_i :
  (int -> 'a1 -> string option) -> int -> 'a1 list -> string option

val ifnot : bool -> string -> string option

val or_else : string option -> (unit -> string option) -> string option

val action_chk : json -> string option

val recipe_chk : json -> string option

val chain_chk : json -> string option

val field_chk : schema -> bool -> json -> string option

val pchk : schema -> psort -> json -> string option

val wfchk : int -> json -> string option

type result =
| Refused of string * string
| Admit of sort * term * int

val at_ : string -> string -> int -> string

val chk : (string -> bool) -> schema -> int -> int -> string -> json -> result

val admit_term : (string -> bool) -> schema -> json -> result

val esc : string -> string

val enc_str : string -> string

val join : string -> string list -> string

val enc_pv : pv -> string

val node : string -> string list -> string

val num0 : Float64.t -> string

val enc : term -> string

val canonical : term -> string

val is_c : int -> char -> bool

val read_op : string -> string * string

val read_num : string -> string * string

val dec_num : string -> (Float64.t * string) option

val unescape : char -> char

val unesc : string -> (string * string) option

val dec_str : string -> (string * string) option

val strip : string -> string -> string option

val key_after : string option -> string -> bool

val dec_pv : int -> string -> (pv * string) option

val dec_items : int -> string -> (pv list * string) option

val dec_members :
  int -> string option -> string -> ((string * pv) list * string) option

type targ =
| AT of term
| AS of string
| AN of Float64.t
| AV of pv

type kind =
| KT
| KS
| KN
| KV

val view : term -> string * targ list

val is_var : string -> bool

val op_kinds : string -> kind list option

val mkterm : string -> targ list -> term option

val dec_term : int -> string -> (term * string) option

val dec_terms : int -> string -> (term list * string) option

val dec_args : int -> kind list -> string -> (targ list * string) option

val decode : string -> term option

val insert : term -> term list -> term list

val isort0 : term list -> term list

type vop =
| VAnd
| VOr
| VAdd
| VSeq

val vchildren : vop -> term -> term list option

val vunit : vop -> term -> bool

val vabsorb : vop -> term -> bool

val unit_of : vop -> term

val absorb_of : vop -> term

val mk : vop -> term list -> term

val commutative : vop -> bool

val flat : vop -> term list -> term list option

val nf_var : vop -> term list -> term

val is_zero : term -> bool

val is_top : term -> bool

val is_bot : term -> bool

val is_normalize : term -> bool

val not_child : term -> term option

val nf_not : term -> term

val nf_scale : Float64.t -> term -> term

val nf_gate : term -> term -> term

val nf_normalize : term -> term

val tset : string -> pv -> (string * pv) list -> (string * pv) list

val fp_table : term -> (pv * (string * pv) list) option

val emit : pv -> (string * pv) list -> term

val drop_base : pv -> (string * pv) list -> (string * pv) list

val nf_override : term -> string -> pv -> term

val nf : term -> term

val truthy : json option -> bool

val mem : string -> json option -> json option

val streq : json option -> string -> bool

val numof : json option -> Float64.t -> Float64.t

val sget : json option -> string

val pm_key : json -> string

val state : json -> json option

val raw_obs : string -> json -> json -> json option

val obs : schema -> string -> json -> json -> json option

val rel : string -> Float64.t -> Float64.t -> bool

val index_of : string -> string list -> int -> int

val rank : schema -> string -> int

val tier_of : json -> string

val insert_str : string -> string list -> string list

val needs : json option -> string list

val need_flag : string -> string option

val meets_req : json -> json -> string option

val evp : schema -> term -> json -> json -> string option

val cl : Float64.t -> Float64.t -> Float64.t -> Float64.t

val mm : Float64.t list -> Float64.t list

val zipw :
  (Float64.t -> Float64.t -> Float64.t) -> Float64.t list -> Float64.t list
  -> Float64.t list

val sum_lists : int -> Float64.t list list -> Float64.t list

val evs : schema -> term -> json list -> json -> Float64.t list

type entry = { cand : json; score : Float64.t; pos : int }

val prec : entry -> entry -> bool

val ins_entry : entry -> entry list -> entry list

val sort_prec : entry list -> entry list

val m : Float64.t

val fmodM : Float64.t -> Float64.t

val step : Float64.t -> Float64.t

val seed_state : Float64.t -> Float64.t

val pick0 : Float64.t -> Float64.t -> (entry * Float64.t) list -> int

val remove_nth : int -> 'a1 list -> 'a1 option * 'a1 list

val smp : int -> Float64.t -> (entry * Float64.t) list -> entry list

val weights : Float64.t -> Float64.t -> entry list -> (entry * Float64.t) list

val sample_sel : Float64.t -> Float64.t -> entry list -> entry list

val pv_member : string -> pv -> pv option

val pv_pick : string -> string -> pv -> string

val chain_key : pv -> string

val priority : string -> pv list -> int -> int option -> int option

val chain_sel : pv -> entry list -> entry list

val takef : Float64.t -> entry list -> entry list

val ctx_seed : json -> Float64.t option

val evsel : term -> entry list -> json -> entry list

val evf : term -> (string * pv) list

val next_candidate : pv

val cls : (string * pv) list -> string -> pv

val entries : json list -> Float64.t list -> entry list

val plan :
  schema -> term -> json list -> json -> entry list * (json * string) list

val classify : term -> string -> pv

type req = (string * json) list

type xres =
| XOk of req
| XErr of string

val qset : string -> json option -> req -> req

val pv_json : pv -> json

val seed_json : json -> json option

val salt_hash : Float64.t -> string -> Float64.t

val substream : Float64.t -> string -> Float64.t

val first_draw : Float64.t -> Float64.t

val filters_error : string -> string

val custom_error : string -> string

val set_value : pv -> json -> json option

val set_param : string -> pv -> req -> json -> req

val clamp_param : string -> Float64.t -> Float64.t -> req -> req

val jitter : string -> Float64.t -> req -> json -> req

val directive : string -> string -> pv -> req -> json -> xres

type registry = string -> (req -> json -> json -> req) option

val conformance_registry : registry

type xfun = req -> json -> json -> xres

val xid : xfun

val xthen : xfun -> xfun -> xfun

val xseq : (string, xfun) sum list -> (string, xfun) sum

val xsem : registry -> schema -> term -> (string, xfun) sum

val xform_of : term -> term

val mutate : registry -> schema -> term -> (string, xfun) sum

val obj_members : json option -> (string * json) list

val absent : string -> (string * json) list -> bool

val complete : (string * json) list -> (string * json) list

val provider_own : string list

val model_own : string list

val pairing_own : string list

val from_provider : string list

val copy : string list -> (string * json) list -> (string * json) list

val ext_at : string list -> string -> (string * json) list -> json option

val first_of : json option -> json option -> json option -> json option

val flat_candidate :
  schema -> string -> (string * json) list -> string -> (string * json) list
  -> (string * json) list -> (string * json) list

val flatten : schema -> json -> json list

val or_else0 : json option -> json -> json

val matrix_candidate :
  string -> (string * json) list -> string -> (string * json) list ->
  (string * json) list -> (string * json) list

val engine_matrix : json -> json list

type 'a res =
| Valid of 'a
| Invalid of string * string

val bind : 'a1 res -> ('a1 -> 'a2 res) -> 'a2 res

val need : bool -> string -> string -> unit res

val each : ('a1 -> unit res) -> 'a1 list -> unit res

type idx = char list

val idx0 : idx

val digit_succ : char -> char

val isucc : idx -> idx

val idx_text : idx -> string

val map_at : (idx -> 'a1 -> 'a2 res) -> idx -> 'a1 list -> 'a2 list res

val path_key : string -> string -> string

val path_at : string -> idx -> string

val chars_leb : char list -> char list -> bool

val key_leb : string -> string -> bool

val merge : (string * 'a1) list -> (string * 'a1) list -> (string * 'a1) list

val msort_fuel : int -> (string * 'a1) list -> (string * 'a1) list

val sorted : (string * 'a1) list -> (string * 'a1) list

val get : string -> (string * json) list -> json option

val remove_first : string -> (string * json) list -> (string * json) list

val set : string -> json -> (string * json) list -> (string * json) list

val is_num : json -> bool

val is_str : json -> bool

val is_bool : json -> bool

val is_null : json -> bool

val str_is : json option -> string -> bool

val obj : string -> json -> (string * json) list res

val all_null : json -> bool

val optional :
  (string * json) list -> string -> (json -> bool) -> string -> string ->
  unit res

val optionals :
  (string * json) list -> string list -> (json -> bool) -> string -> string
  -> unit res

val lone_surrogate : string

val first_read : (string * json res option) list -> (string * json) list res

val plain : string -> json -> json res

val num_fields : string list

val sub_object :
  (string * json) list -> string -> string -> (json -> bool) -> string ->
  string -> (string * json) list res

val ext_field : (string * json) list -> string -> (string * fdecl) -> unit res

val is_str_opt : json option -> bool

val candidate_members : schema -> string -> json -> (string * json) list res

val candidate : schema -> string -> json -> json res

val checked_request :
  string -> (string * json) list -> (string * json) list res

val or_empty : json option -> json

val state_tables : string -> (string * json) list -> (string * json) list res

val context : string -> json -> json res

val ctx_of : (string * json) list -> json res

val xform_request : (string * json) list -> (string * json) list res

val pid : json -> string

val core_names : string list

val schema_at : string

val field_decl : string -> json -> (string * fdecl) res

val tier_text : idx -> json -> string res

val no_repeat : string list -> idx -> string list -> unit res

val schema_of : json option -> schema res

val field : (string * json) list -> string -> json res

val arr : string -> json -> json list res

val pred_cases : schema -> (string * json) list -> (json * json) list res

val selector_scores : (string * json) list -> int -> Float64.t list res

val failplan_cases : (string * json) list -> string list res

val api_kinds : string list

val discovery_kinds : string list

val one_of : string list -> string

val nonempty_str : json -> bool

val nonempty_opt : json option -> bool

val is_static : json option -> bool

val members_of : string -> string -> json -> (string * json) list res

val among :
  (string * json) list -> string -> string list -> string -> unit res

val auth_ok : string -> json -> unit res

val auth_opt : (string * json) list -> string -> unit res

val auth_override_why : string

val level_member :
  schema -> string -> string -> string list -> (string * json) -> unit res

val own_key : (string * json) list -> string -> string -> string -> unit res

val check_provider : schema -> string -> (string * json) -> unit res

val resolved :
  (string * json) list -> string -> idx -> json ->
  ((string * string) * (string * json) list) res

val wire_id : string -> string -> (string * json) list -> string res

val seen_at :
  (string * string) -> ((string * string) * idx) list -> idx option

val check_pairings :
  schema -> string -> ((string * string) * idx) list -> idx ->
  ((string * string) * (string * json) list) list -> unit res

val check_model :
  schema -> string -> (string * json) list -> (string * json) -> unit res

val validate_catalog : schema -> json -> unit res

val schema_candidate : schema -> string -> json -> json res

val extras_given : (string * json) list -> json option

val candidate_list : string -> json -> json list res

val extra_at : string

val extra_candidates :
  (string * json) list -> (string -> json -> json res) -> json list res

val flat_paths : json -> string list

val placed : idx -> json list -> string list -> (string * json) list

val catalog_read : schema -> json -> (json * json list) res

val catalog_pool : schema -> (string * json) list -> json -> json list res

val given_candidates : json -> (string -> json -> json res) -> json list res

val candidates : schema -> (string * json) list -> json list res

val run_given :
  schema -> string -> json -> (string -> json -> json res) -> json list res

val run_pool :
  schema -> (string * json) list -> (string -> json -> json res) -> json list
  res

type brec = { bopen : bool option; bcf : Float64.t option;
              bat : Float64.t option }

type drec =
| DLegacy of string
| DRec of string option * Float64.t option

type engine = { thr : Float64.t; rate : Float64.t; ttl : Float64.t }

val default_engine : engine

val aremove : string -> (string * 'a1) list -> (string * 'a1) list

val aset : string -> 'a1 -> (string * 'a1) list -> (string * 'a1) list

val or0 : Float64.t option -> Float64.t

val recovered : engine -> Float64.t -> brec -> bool

val d_at : drec -> Float64.t

val expired : engine -> Float64.t -> drec -> bool

type resp = { rok : bool; rkind : string option; relapsed : Float64.t option;
              rstatus : Float64.t option; rmsg : string option }

val missing : resp

type stepv =
| SCall of string * string * json * Float64.t
| SWait of Float64.t

type event =
| EAtt of string * string * int * Float64.t
   * ((string * Float64.t option) * string option) option
| ESkip of string * string
| EDis of string * string
| ERetry of string * string * int * Float64.t

type rresult =
| ROk of string * string * string
| RErr of string

type rejection =
| RejC of json * string
| RejPin of json

type mode =
| Ready
| Calling
| Waiting of Float64.t
| Done of rresult

type mach = { md : mode; cur : int; att : int; clk : Float64.t;
              brk : (string * brec) list; dis : (string * drec) list;
              lastk : string option; path : event list; steps : stepv list;
              nsteps : int; script : resp option list }

type env = { plan_c : json list; cls_f : (string -> pv); eng : engine;
             contract : json; kappa : json;
             mut : (json -> json -> json option) }

val plen : env -> int

val cand_at : env -> int -> json

val prov : env -> int -> string

val fam : env -> int -> string

val jobj_of : json option -> (string * json) list

val copy0 : string list -> (string * json) list -> (string * json) list

val base : json -> json -> json

val served_by : env -> int -> string

val expire_at :
  env -> Float64.t -> string -> (string * drec) list -> (string * drec) list

val advance : env -> mach -> mach option

val client_fault : string -> bool

val breaker_reset : string -> (string * brec) list -> (string * brec) list

val pv_mem : string -> pv -> pv option

val breaker_fail :
  env -> Float64.t -> string -> pv -> string -> (string * brec) list ->
  (string * brec) list

val action_of : pv -> string

val attempts_of : pv -> Float64.t

val num_of : pv -> Float64.t

val backoff : pv -> int -> Float64.t

val same_model_from : env -> string -> int -> int -> int option

val same_model : env -> int -> int option

val is_cont : char -> bool

val cut_back : string -> int -> int -> int

val cut300 : string -> string

val respond : env -> mach -> mach

val resume : Float64.t -> mach -> mach

val trans : env -> mach -> mach option

val step_bound : int

type outcome =
| Finished of mach
| XformError
| TooLong

val drive : env -> int -> mach -> outcome

val run_fuel : env -> int

val recover_all :
  engine -> Float64.t -> (string * brec) list -> (string * brec) list

val upgrade_all : Float64.t -> (string * drec) list -> (string * drec) list

val expire_all :
  engine -> Float64.t -> (string * drec) list -> (string * drec) list

val jset : string -> json -> json -> json

val junset : string -> json -> json

val drec_json : drec -> json

val kappa_of :
  json -> Float64.t -> (string * brec) list -> (string * drec) list -> json

val priced : json -> json

val pin_of : json -> json option

val pin_matches : json -> json -> bool

val the_plan :
  schema -> term -> json list -> json -> json -> json list * rejection list

val contract_of : json -> Float64.t option -> json

type run_out = { ro_steps : stepv list; ro_path : event list;
                 ro_result : rresult; ro_rejected : rejection list;
                 ro_breakers : (string * brec) list;
                 ro_disabled : (string * drec) list }

type run_answer =
| RunOk of run_out
| RunXformError
| RunTooLong

val start_mach :
  Float64.t -> (string * brec) list -> (string * drec) list -> resp option
  list -> mach

val run :
  schema -> term -> json list -> json -> Float64.t option -> Float64.t option
  -> (string * brec) list -> (string * drec) list -> engine -> (json -> json
  -> json -> json option) -> resp option list -> run_answer

val xmut : xfun -> json -> json -> json -> json option

val policy_mutate :
  registry -> schema -> term -> (string, json -> json -> json -> json option)
  sum

val run_policy :
  registry -> schema -> term -> json list -> json -> Float64.t option ->
  Float64.t option -> (string * brec) list -> (string * drec) list -> engine
  -> resp option list -> (string, run_answer) sum

module RunProtocol :
 sig
  type input_error = string * string

  val refuse : string -> string -> (input_error, 'a1) sum

  val then_read :
    (input_error, 'a1) sum -> ('a1 -> (input_error, 'a2) sum) ->
    (input_error, 'a2) sum

  type reader = string -> json -> (input_error, json) sum

  val member_path : string -> string -> string

  val read_object :
    string -> string -> json -> (input_error, (string * json) list) sum

  val first_unknown : string list -> (string * json) list -> string option

  val refuse_unknown :
    string list -> string -> (string * json) list -> (input_error, unit) sum

  val read_opt_number :
    (string * json) list -> string -> string -> (input_error, Float64.t
    option) sum

  val read_opt_string :
    (string * json) list -> string -> string -> (input_error, string option)
    sum

  val read_records :
    (string -> json -> (input_error, 'a1) sum) -> string -> (string * json)
    list -> (string * 'a1) list -> (input_error, (string * 'a1) list) sum

  val run_ctx_members :
    string -> (string * json) list -> (input_error, unit) sum

  val read_run_ctx :
    reader -> reader -> json option -> (input_error, (json * Float64.t
    option) * Float64.t option) sum

  val read_breaker : string -> json -> (input_error, brec) sum

  val read_disable : string -> json -> (input_error, drec) sum

  val runtime_of :
    string -> json -> (input_error, (string * brec) list * (string * drec)
    list) sum

  val read_runtime :
    reader -> json option -> (input_error, (string * brec)
    list * (string * drec) list) sum

  val read_engine : reader -> json option -> (input_error, engine) sum

  val read_response :
    reader -> string -> json -> (input_error, resp option) sum

  val read_response_list :
    reader -> string -> int -> json list -> resp option list -> (input_error,
    resp option list) sum

  val all_null : (string * json) list -> bool

  val read_responses :
    reader -> json option -> (input_error, resp option list) sum

  val run_candidate : string -> json -> (input_error, json) sum

  val step_json : stepv -> json

  val event_json : event -> json

  val result_json : rresult -> json

  val rejection_json : rejection -> json

  val brec_json : brec -> json

  val runtime_json : (string * brec) list -> (string * drec) list -> json

  val run_members : run_out -> (string * json) list

  val run_request :
    reader -> reader -> schema -> term -> json list -> (string * json) list
    -> (input_error, (string * json) list) sum
 end

module NilEmpty :
 sig
  val string_of_uint : uint -> string
 end

module NilZero :
 sig
  val string_of_uint : uint -> string
 end

type fkind =
| KInput
| KOutput
| KLlm of string * term * string option

type fnode = { fid : string; fk : fkind; fins : string list }

type flow = fnode list

val is_input : fnode -> bool

val is_output : fnode -> bool

val ins_of : fnode -> string list

val mem0 : string -> string list -> bool

val look : flow -> string -> fnode option

val lbl : int -> string

val index_of0 : string -> string list -> int option

val nul : string

val content : fkind -> string

val key : string list -> fnode -> string

val bytes_lt : char list -> char list -> bool

val key_lt : string -> string -> bool

val visit : int -> flow -> string -> string list -> string list

val nodes_of : flow -> string list -> fnode list

val ready : string list -> fnode -> bool

val least : (fnode * string) -> (fnode * string) list -> fnode

val greedy : int -> fnode list -> string list -> string list

val labeling : flow -> string list option

type nnode = { nk : fkind; nins : int list }

val relabel : flow -> string list -> string -> nnode list

val normal : flow -> nnode list option

val kind_name : fkind -> string

val inputs_text : int list -> string

val enc_nnode : int -> nnode -> string

val enc_nodes : int -> nnode list -> string list

val enc_flow : nnode list -> string

val pv_json0 : pv -> json

val term_json : int -> term -> json

val nodes_json : int -> nnode list -> (string * json) list

type fresult =
| FRefused of string * string
| FOk of flow

val nodes_path : string

val quoted : string -> string

val admit_node :
  (string -> bool) -> schema -> string list -> string -> json ->
  (string * string, fkind * string list) sum

val sink_check : string -> flow -> (string * string) option

val peel : int -> flow -> string list -> string list

val admit_graph : flow -> fresult

val admit_nodes :
  (string -> bool) -> schema -> string list -> (string * json) list ->
  (string * string, flow) sum

val admit_flow : (string -> bool) -> schema -> json -> fresult

type fanswer =
| FARefused of string * string
| FANormal of string * json
| FAUnlabeled

val flow_answer : (string -> bool) -> schema -> json -> fanswer

val succs : flow -> string -> string list

val drop1 : string -> (string * int) list -> (string * int) list * bool

val consume :
  string list -> (string * int) list -> (string * int) list * string list

val kahn : int -> flow -> (string * int) list -> string list -> string list

val kahn_order : flow -> string list

val is_llm : fnode -> bool

val call_order : flow -> fnode list

val sched_go : string list -> fnode list -> bool

val sched_ok : flow -> fnode list -> bool

val checked_order : flow -> fnode list option

val is_digit0 : char -> bool

val strip0 : char list -> char list

val dec_value : char list -> int

val placeholder_index : char list -> int

val part : string list -> int -> string

val flush_pending :
  string list -> char list option -> string list -> string list

val fill_go :
  string list -> char list -> char list option -> string list -> string list

val fill : string -> string list -> string

val lf : string

val sections : int -> string list -> string list

val assemble : string option -> string list -> string

type call = { cnode : string; csystem : string; cprompt : string;
              cpolicy : term }

val answer_of : (string * string) list -> string -> string

val run_calls :
  (string -> string) -> fnode list -> (string * string) list -> call
  list * (string * string) list

val run_flow :
  flow -> fnode list -> string -> (string -> string) -> call list * string

type frun =
| FRRejected of string * string
| FRError of string * string
| FRAnswer of json

val lone : string

val read_answers :
  flow -> json -> (string * string, (string * string) list) sum

val call_json : (string -> string) -> call -> json

type input_error0 = string * string

val per_node :
  flow -> string -> string -> json -> (input_error0, (string * json) list) sum

val run_keys : string list

val put : string -> json -> (string * json) list -> (string * json) list

val strip_texts :
  string -> int -> json list -> (input_error0, string option list * json
  list) sum

type nrun = { nr_req : (string * json) list; nr_texts : string option list;
              nr_where : string }

val read_node_run : string -> json -> (input_error0, nrun) sum

val node_messages : string -> string -> json

val with_messages : (string * json) list -> json -> (string * json) list

val of_res : 'a1 res -> (input_error0, 'a1) sum

val plain_r : RunProtocol.reader

val context_r : RunProtocol.reader

val then_e :
  (input_error0, 'a1) sum -> ('a1 -> (input_error0, 'a2) sum) ->
  (input_error0, 'a2) sum

val node_inputs :
  schema -> (string * json) list -> (input_error0, (term -> (string,
  run_answer) sum) * int) sum

val repath : string -> input_error0 -> input_error0

val node_read :
  schema -> nrun -> string -> string -> (input_error0, (term -> (string,
  run_answer) sum) * int) sum

val read_runs :
  flow -> schema -> json -> (input_error0, (string * nrun) list) sum

type nres =
| NOk of string * json
| NFail of string * json

val is_call : stepv -> bool

val node_call :
  schema -> nrun -> string -> string -> string -> term -> (input_error0,
  nres) sum

val runs_calls :
  (string -> string) -> schema -> (string * nrun) list -> fnode list ->
  (string * string) list -> json list -> (input_error0, json
  list * (string * string, (string * string) list) sum) sum

val output_of : flow -> (string * string) list -> string

val flow_run_answer :
  (string -> string) -> (string -> string) -> (string -> bool) -> schema ->
  (string * json) list -> frun
