import { FALLBACK_LANGUAGE, isLanguage, type Language } from './roles.ts';

type Catalogue = Record<string, Record<Language, string>>;

/**
 * Messages the API words itself: error envelopes and field errors. The French wording is the
 * specification's where it gives one. The SPA words the same rules and errors from here too (its
 * `api` i18n namespace, web/src/lib/i18n.ts): one source for both.
 */
export const MESSAGES = {
  // field errors
  required: { fr: 'Ce champ est obligatoire', ar: 'هذا الحقل إلزامي', en: 'This field is required' },
  name_invalid: {
    fr: 'Lettres, espaces, tirets et soulignés uniquement, de la longueur permise',
    ar: 'حروف ومسافات وشرطات فقط، وبالطول المسموح به',
    en: 'Letters, spaces, hyphens and underscores only, within the allowed length',
  },
  email_invalid: { fr: 'Adresse email invalide', ar: 'عنوان البريد الإلكتروني غير صالح', en: 'Invalid email address' },
  phone_invalid: { fr: 'Numéro de téléphone invalide', ar: 'رقم الهاتف غير صالح', en: 'Invalid phone number' },
  password_policy: {
    fr: '8 à 24 caractères, avec une minuscule, une majuscule, un chiffre et un de ! @ # $ %',
    ar: 'من 8 إلى 24 حرفًا، تتضمن حرفًا صغيرًا وحرفًا كبيرًا ورقمًا وأحد الرموز ! @ # $ %',
    en: '8 to 24 characters, with a lowercase letter, an uppercase letter, a digit and one of ! @ # $ %',
  },
  too_long: { fr: 'Texte trop long', ar: 'النص طويل جدًا', en: 'Text too long' },
  invalid_id: { fr: 'Identifiant invalide', ar: 'معرّف غير صالح', en: 'Invalid identifier' },
  date_invalid: { fr: 'Date invalide', ar: 'تاريخ غير صالح', en: 'Invalid date' },
  invalid_value: { fr: 'Valeur invalide', ar: 'قيمة غير صالحة', en: 'Invalid value' },
  month_invalid: { fr: 'Mois invalide (AAAA-MM)', ar: 'شهر غير صالح (YYYY-MM)', en: 'Invalid month (YYYY-MM)' },
  period_reversed: {
    fr: 'Le premier mois est après le dernier',
    ar: 'الشهر الأول بعد الشهر الأخير',
    en: 'The first month is after the last one',
  },
  period_too_long: {
    fr: 'Période trop longue : 60 mois au plus',
    ar: 'الفترة طويلة جدًا: 60 شهرًا على الأكثر',
    en: 'Period too long: at most 60 months',
  },
  unknown_field: { fr: 'Champ inconnu', ar: 'حقل غير معروف', en: 'Unknown field' },
  // reference data (management)
  reference_code_invalid: {
    fr: 'Identifiant invalide : lettres, chiffres, - et _ uniquement, 20 caractères au plus',
    ar: 'معرّف غير صالح: حروف وأرقام و - و _ فقط، 20 حرفًا على الأكثر',
    en: 'Invalid identifier: letters, digits, - and _ only, at most 20 characters',
  },
  reference_id_taken: { fr: 'Cet identifiant existe déjà', ar: 'هذا المعرّف موجود مسبقًا', en: 'This identifier already exists' },
  reference_id_mismatch: {
    fr: "L'identifiant ne peut pas être modifié",
    ar: 'لا يمكن تغيير المعرّف',
    en: 'The identifier cannot be changed',
  },
  language_invalid: { fr: 'Langue invalide (ar, en ou fr)', ar: 'لغة غير صالحة (ar أو en أو fr)', en: 'Invalid language (ar, en or fr)' },
  translation_duplicate: { fr: 'Une seule traduction par langue', ar: 'ترجمة واحدة فقط لكل لغة', en: 'One translation per language only' },
  delay_invalid: {
    fr: 'Le délai doit être un nombre entier positif ou nul',
    ar: 'يجب أن تكون المهلة عددًا صحيحًا موجبًا أو صفرًا',
    en: 'The delay must be a whole number, 0 or more',
  },
  next_action_unknown: { fr: "Type d'échéance inconnu", ar: 'نوع أجل غير معروف', en: 'Unknown deadline type' },
  next_action_duplicate: {
    fr: 'Ce type figure déjà dans les prochaines échéances',
    ar: 'هذا النوع موجود مسبقًا في الآجال التالية',
    en: 'This type is already among the next deadlines',
  },
  next_action_cycle: {
    fr: "Cette chaîne d'échéances revient sur elle-même",
    ar: 'سلسلة الآجال هذه تعود إلى نفسها',
    en: 'This chain of deadlines loops back on itself',
  },
  // the firm's details
  ice_invalid: {
    fr: "L'ICE compte exactement 15 chiffres",
    ar: 'يتكون التعريف الموحد للمقاولة من 15 رقمًا بالضبط',
    en: 'The ICE is exactly 15 digits',
  },
  fiscal_id_invalid: {
    fr: "L'identifiant fiscal compte de 1 à 10 chiffres",
    ar: 'يتكون التعريف الضريبي من رقم واحد إلى 10 أرقام',
    en: 'The tax identifier (IF) is 1 to 10 digits',
  },
  tp_invalid: {
    fr: 'La taxe professionnelle compte de 1 à 12 chiffres',
    ar: 'يتكون رقم الرسم المهني من رقم واحد إلى 12 رقمًا',
    en: 'The professional tax number (TP) is 1 to 12 digits',
  },
  website_invalid: {
    fr: 'Adresse de site invalide (https://…)',
    ar: 'عنوان الموقع غير صالح (https://…)',
    en: 'Invalid website address (https://…)',
  },
  firm_changed: {
    fr: 'Les informations du cabinet ont été modifiées entre-temps. Rechargez-les et réessayez.',
    ar: 'تم تعديل معلومات المكتب في هذه الأثناء. أعد تحميلها وحاول مجددًا.',
    en: "The firm's details were changed meanwhile. Reload them and try again.",
  },
  closure_day_taken: { fr: 'Ce jour de fermeture existe déjà', ar: 'يوم الإغلاق هذا موجود مسبقًا', en: 'This closure day already exists' },
  // envelopes
  bad_request: { fr: 'Requête invalide', ar: 'طلب غير صالح', en: 'Bad request' },
  /** The specification's 'Invalid Entry', in the reader's language (decision 5). */
  validation_failed: { fr: 'Saisie invalide', ar: 'إدخال غير صالح', en: 'Invalid Entry' },
  invalid_json: {
    fr: "Le corps de la requête n'est pas du JSON valide",
    ar: 'نص الطلب ليس JSON صالحًا',
    en: 'The request body is not valid JSON',
  },
  /** No valid session (an expired or ended one): never said of a wrong password, see `credentials_invalid`. */
  unauthorized: { fr: 'Accès non autorisé', ar: 'غير مصرح', en: 'Unauthorized' },
  forbidden: {
    fr: "Vous n'avez pas accès à cette ressource",
    ar: 'ليس لديك صلاحية الوصول إلى هذا المورد',
    en: 'You do not have access to this resource',
  },
  not_found: { fr: 'Introuvable', ar: 'غير موجود', en: 'Not found' },
  conflict: { fr: 'Conflit avec des données existantes', ar: 'تعارض مع بيانات موجودة', en: 'Conflicts with existing data' },
  username_taken: { fr: "Nom d'utilisateur déjà pris", ar: 'اسم المستخدم مستعمل', en: 'Username Taken' },
  payload_too_large: { fr: 'Requête trop volumineuse', ar: 'الطلب كبير جدًا', en: 'Request too large' },
  service_unavailable: {
    fr: 'Service momentanément indisponible, réessayez',
    ar: 'الخدمة غير متوفرة مؤقتًا، أعد المحاولة',
    en: 'Service temporarily unavailable, please retry',
  },
  internal_error: {
    fr: 'Une erreur est survenue. Veuillez réessayer.',
    ar: 'حدث خطأ. يرجى المحاولة مرة أخرى.',
    en: 'An error occurred. Please try again.',
  },
  login_missing: {
    fr: 'Adresse e-mail ou mot de passe manquant',
    ar: 'اسم المستخدم أو كلمة المرور مفقودة',
    en: 'Missing Username or Password',
  },
  /**
   * A sign-in refused for its email and password (decisions, third round: a wrong password says so
   * plainly); a deactivated account answers the same, so that nobody learns the password was right.
   */
  credentials_invalid: {
    fr: 'Adresse e-mail ou mot de passe incorrect.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    en: 'Incorrect email address or password.',
  },
  account_disabled: { fr: 'Compte désactivé', ar: 'الحساب معطل', en: 'Account disabled' },
  // account and users
  token_invalid: {
    fr: 'Lien invalide ou expiré. Veuillez demander un nouveau lien.',
    ar: 'الرابط غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
    en: 'Invalid or expired link. Please request a new link.',
  },
  invitation_used: {
    fr: 'Ce compte est déjà activé : connectez-vous avec votre mot de passe.',
    ar: 'هذا الحساب مفعّل مسبقًا: سجّل الدخول بكلمة المرور الخاصة بك.',
    en: 'This account is already activated: sign in with your password.',
  },
  email_already_verified: {
    fr: 'Cette adresse est déjà vérifiée : connectez-vous.',
    ar: 'هذا العنوان تم التحقق منه مسبقًا: سجّل الدخول.',
    en: 'This address is already verified: sign in.',
  },
  reset_link_used: {
    fr: 'Ce lien a déjà servi à changer le mot de passe : connectez-vous, ou demandez un nouveau lien.',
    ar: 'سبق استخدام هذا الرابط لتغيير كلمة المرور: سجّل الدخول، أو اطلب رابطًا جديدًا.',
    en: 'This link was already used to change the password: sign in, or ask for a new link.',
  },
  current_password_wrong: {
    fr: 'Mot de passe actuel incorrect',
    ar: 'كلمة المرور الحالية غير صحيحة',
    en: 'The current password is incorrect',
  },
  email_immutable: {
    fr: "L'adresse email d'un utilisateur ne peut pas être modifiée",
    ar: 'لا يمكن تغيير البريد الإلكتروني للمستخدم',
    en: "A user's email address cannot be changed",
  },
  last_admin: {
    fr: 'Le cabinet doit garder au moins un administrateur actif',
    ar: 'يجب أن يحتفظ المكتب بمسؤول نشط واحد على الأقل',
    en: 'The firm must keep at least one active administrator',
  },
  // labels
  user_type_AVOCAT: { fr: 'Avocat', ar: 'محامٍ', en: 'Lawyer' },
  user_type_ASSISTANT: { fr: 'Assistant', ar: 'مساعد', en: 'Assistant' },
  user_type_CLIENT: { fr: 'Client', ar: 'موكل', en: 'Client' },
  role_ADMIN: { fr: 'Administrateur', ar: 'مسؤول', en: 'Administrator' },
  role_USER: { fr: 'Utilisateur', ar: 'مستخدم', en: 'User' },
  role_CLT: { fr: 'Client', ar: 'موكل', en: 'Client' },
  role_EDITOR: { fr: 'Éditeur', ar: 'محرر', en: 'Editor' },
  // dossiers and parties
  client_type_required: {
    fr: 'Veuillez remplir les champs obligatoires ( Type Client, Statut Client).',
    ar: 'يرجى ملء الحقول الإلزامية (نوع الموكل، صفة الموكل).',
    en: 'Please fill in the required fields (Client type, Client status).',
  },
  ref_cabinet_taken: {
    fr: 'Cette référence cabinet est déjà utilisée par un autre dossier',
    ar: 'مرجع المكتب هذا مستعمل في ملف آخر',
    en: 'This cabinet reference is already used by another case',
  },
  conflict_of_interest: {
    fr: "Conflit d'intérêts : une partie se trouve dans le camp opposé d'un autre dossier du cabinet. Confirmez pour continuer.",
    ar: 'تعارض مصالح: أحد الأطراف في الجهة المقابلة في ملف آخر للمكتب. أكّد للمتابعة.',
    en: 'Conflict of interest: a party is on the other side in another case of the firm. Confirm to continue.',
  },
  conflict_is_adversaire: {
    fr: 'Partie adverse dans le dossier',
    ar: 'طرف خصم في الملف',
    en: 'Opposing party in case',
  },
  conflict_is_client: { fr: 'Client dans le dossier', ar: 'موكل في الملف', en: 'Client in case' },
  party_duplicate: {
    fr: 'Cette partie figure déjà dans la demande',
    ar: 'هذا الطرف مذكور مسبقًا في الطلب',
    en: 'This party already appears in the request',
  },
  client_changed: {
    fr: 'Cette fiche a été modifiée entre-temps. Rechargez-la et réessayez.',
    ar: 'تم تعديل هذه البطاقة في هذه الأثناء. أعد تحميلها وحاول مجددًا.',
    en: 'This record was changed meanwhile. Reload it and try again.',
  },
  client_email_has_account: {
    fr: 'Ce client se connecte avec cette adresse : elle ne peut pas être modifiée ici',
    ar: 'يسجّل هذا الموكل دخوله بهذا العنوان: لا يمكن تعديله هنا',
    en: 'This client signs in with this address: it cannot be changed here',
  },
  party_already_linked: {
    fr: 'Cette partie est déjà liée au dossier',
    ar: 'هذا الطرف مرتبط بالملف مسبقًا',
    en: 'This party is already linked to the case',
  },
  too_many_parties: {
    fr: 'Trop de parties en une seule demande',
    ar: 'عدد كبير جدًا من الأطراف في طلب واحد',
    en: 'Too many parties in one request',
  },
  lawyer_invalid: {
    fr: "Cet utilisateur n'est pas un membre actif du cabinet",
    ar: 'هذا المستخدم ليس عضوًا نشطًا في المكتب',
    en: 'This user is not an active member of the firm',
  },
  lawyer_not_avocat: {
    fr: "L'avocat d'un dossier doit être un avocat actif du cabinet",
    ar: 'يجب أن يكون محامي الملف محاميًا نشطًا في المكتب',
    en: "A case's lawyer must be an active lawyer of the firm",
  },
  lawyer_change_forbidden: {
    fr: "Seuls un administrateur et l'avocat du dossier peuvent en changer l'avocat",
    ar: 'لا يغيّر محامي الملف إلا مسؤول المكتب أو محامي الملف نفسه',
    en: "Only an administrator or the case's lawyer can change its lawyer",
  },
  dossier_changed: {
    fr: 'Le dossier a été modifié entre-temps. Rechargez-le et réessayez.',
    ar: 'تم تعديل الملف في هذه الأثناء. أعد تحميله وحاول مجددًا.',
    en: 'The case was changed meanwhile. Reload it and try again.',
  },
  /** `{by}`, `{date}` and `{time}` are filled in (the firm's time zone). */
  dossier_changed_by: {
    fr: '{by} a modifié le dossier le {date} à {time}.',
    ar: 'عدّل {by} الملف بتاريخ {date} على الساعة {time}.',
    en: '{by} changed the case on {date} at {time}.',
  },
  parties_changed: {
    fr: 'Les parties du dossier ont changé entre-temps. Réessayez.',
    ar: 'تغيّرت أطراف الملف في هذه الأثناء. حاول مجددًا.',
    en: "The case's parties changed meanwhile. Try again.",
  },
  // cabinet deadlines
  deadline_invalid: {
    fr: 'Erreur: Merci de vérifier les données.',
    ar: 'خطأ: يرجى التحقق من البيانات.',
    en: 'Error: please check the data.',
  },
  already_performed: {
    fr: 'Cette échéance a déjà été réalisée',
    ar: 'تم إنجاز هذا الأجل مسبقًا',
    en: 'This deadline has already been performed',
  },
  performed_not_deletable: {
    fr: 'Une échéance réalisée ne peut pas être supprimée',
    ar: 'لا يمكن حذف أجل تم إنجازه',
    en: 'A performed deadline cannot be deleted',
  },
  performed_not_editable: {
    fr: 'Une échéance réalisée ne peut pas être modifiée',
    ar: 'لا يمكن تعديل أجل تم إنجازه',
    en: 'A performed deadline cannot be edited',
  },
  not_performed: {
    fr: "Cette échéance n'est pas réalisée : il n'y a rien à annuler",
    ar: 'هذا الأجل غير منجز: لا يوجد ما يمكن إلغاؤه',
    en: 'This deadline is not performed: there is nothing to undo',
  },
  undo_not_performer: {
    fr: "Seule la personne qui a réalisé l'échéance peut annuler sa réalisation",
    ar: 'لا يمكن إلغاء إنجاز الأجل إلا من طرف من أنجزه',
    en: 'Only the person who performed the deadline can undo it',
  },
  undo_window_over: {
    fr: "La réalisation d'une échéance ne peut plus être annulée 24 heures après",
    ar: 'لا يمكن إلغاء إنجاز الأجل بعد مرور 24 ساعة',
    en: 'A deadline can no longer be undone 24 hours after it was performed',
  },
  proposals_done: {
    fr: 'Les échéances suivantes proposées ont déjà été traitées',
    ar: 'تمت معالجة الآجال التالية المقترحة مسبقًا',
    en: 'The proposed next deadlines have already been handled',
  },
  proposal_unknown: {
    fr: 'Cette échéance ne fait pas partie des propositions',
    ar: 'هذا الأجل ليس من بين المقترحات',
    en: 'This deadline is not among the proposals',
  },
  deadline_moved_closure: { fr: 'Fermeture du cabinet', ar: 'إغلاق المكتب', en: 'Firm closed' },
  // actions, notes and expenses of a dossier
  action_date_future: {
    fr: "La date d'une action ne peut pas être dans le futur",
    ar: 'لا يمكن أن يكون تاريخ الإجراء في المستقبل',
    en: "An action's date cannot be in the future",
  },
  note_not_author: {
    fr: "Seul l'auteur d'une note peut la modifier ou la supprimer",
    ar: 'لا يمكن تعديل الملاحظة أو حذفها إلا من طرف كاتبها',
    en: "Only a note's author can edit or delete it",
  },
  note_locked: {
    fr: 'Une note ne peut plus être modifiée ni supprimée 24 heures après sa création',
    ar: 'لا يمكن تعديل الملاحظة أو حذفها بعد مرور 24 ساعة على كتابتها',
    en: 'A note can no longer be edited or deleted 24 hours after it was written',
  },
  expense_not_author: {
    fr: "Seul l'auteur d'une dépense ou un administrateur peut la modifier ou la supprimer",
    ar: 'لا يمكن تعديل المصروف أو حذفه إلا من طرف من سجّله أو من طرف مسؤول المكتب',
    en: "Only an expense's author or an administrator can edit or delete it",
  },
  expense_changed: {
    fr: 'Cette dépense a été modifiée ou supprimée entre-temps. Rechargez la liste et réessayez.',
    ar: 'تم تعديل هذا المصروف أو حذفه في هذه الأثناء. أعد تحميل القائمة وحاول مجددًا.',
    en: 'This expense was edited or deleted meanwhile. Reload the list and try again.',
  },
  // fees: the fee agreement and time entries
  agreement_changed: {
    fr: "La convention d'honoraires a été modifiée entre-temps. Rechargez-la et réessayez.",
    ar: 'تم تعديل اتفاقية الأتعاب في هذه الأثناء. أعد تحميلها وحاول مجددًا.',
    en: 'The fee agreement was changed meanwhile. Reload it and try again.',
  },
  fee_kind_required: {
    fr: 'Choisissez au moins un mode : horaire, forfait ou honoraire de résultat',
    ar: 'اختر طريقة واحدة على الأقل: بالساعة أو جزافية أو حسب النتيجة',
    en: 'Choose at least one kind: hourly, flat fee or success fee',
  },
  instalments_total: {
    fr: 'La somme des échéances doit être égale au montant du forfait',
    ar: 'يجب أن يساوي مجموع الأقساط مبلغ الأتعاب الجزافية',
    en: 'The instalments must add up to the flat fee',
  },
  percentage_invalid: {
    fr: 'Pourcentage invalide : plus de 0 et au plus 100, avec au plus deux décimales',
    ar: 'نسبة غير صالحة: أكثر من 0 وعلى الأكثر 100، برقمين عشريين على الأكثر',
    en: 'Invalid percentage: more than 0 and at most 100, with at most two decimals',
  },
  rate_repeated: {
    fr: 'Un même avocat ne peut avoir qu’un taux',
    ar: 'لا يمكن أن يكون للمحامي نفسه إلا سعر واحد',
    en: 'A lawyer can have only one rate',
  },
  rate_person_invalid: {
    fr: "Ce taux ne désigne pas un membre de l'équipe du cabinet",
    ar: 'هذا السعر لا يخص أحد أعضاء فريق المكتب',
    en: "This rate does not name a member of the firm's staff",
  },
  minutes_invalid: {
    fr: 'Durée invalide : un nombre entier de minutes, de 1 à 1440',
    ar: 'مدة غير صالحة: عدد صحيح من الدقائق، من 1 إلى 1440',
    en: 'Invalid duration: a whole number of minutes, from 1 to 1440',
  },
  task_not_creator: {
    fr: 'Seul son auteur ou un administrateur peut supprimer cette tâche',
    ar: 'لا يمكن حذف هذه المهمة إلا من طرف منشئها أو من طرف مسؤول المكتب',
    en: 'Only its creator or an administrator can delete this task',
  },
  task_changed: {
    fr: 'Cette tâche a été modifiée ou supprimée entre-temps. Rechargez-la et réessayez.',
    ar: 'تم تعديل هذه المهمة أو حذفها في هذه الأثناء. أعد تحميلها وحاول مجددًا.',
    en: 'This task was edited or deleted meanwhile. Reload it and try again.',
  },
  task_assignee_invalid: {
    fr: "La tâche doit être confiée à un membre actif de l'équipe du cabinet",
    ar: 'يجب إسناد المهمة إلى عضو نشيط في فريق المكتب',
    en: "The task must be given to an active member of the firm's staff",
  },
  task_deadline_invalid: {
    fr: "Cette échéance n'appartient pas au dossier de la tâche",
    ar: 'هذا الأجل لا يخص ملف المهمة',
    en: "This deadline does not belong to the task's dossier",
  },
  task_template_unknown: {
    fr: "Cette tâche n'est pas proposée pour ce type d'échéance",
    ar: 'هذه المهمة غير مقترحة لهذا النوع من الآجال',
    en: 'This task is not proposed for this deadline type',
  },
  report_lawyer_forbidden: {
    fr: 'Un avocat ne voit que les rapports de ses propres dossiers',
    ar: 'لا يطلع المحامي إلا على تقارير ملفاته',
    en: 'A lawyer sees only the reports of their own dossiers',
  },
  task_firm_view_forbidden: {
    fr: 'Seuls les administrateurs et les assistants voient toutes les tâches du cabinet',
    ar: 'لا يطلع على جميع مهام المكتب إلا المسؤولون والمساعدون',
    en: "Only administrators and assistants see all of the firm's tasks",
  },
  task_comments_full: {
    fr: 'Cette tâche a atteint le nombre maximal de commentaires',
    ar: 'بلغت هذه المهمة الحد الأقصى من التعليقات',
    en: 'This task has reached the largest number of comments',
  },
  time_entry_not_author: {
    fr: 'Seule la personne concernée ou un administrateur peut modifier ou supprimer ce temps',
    ar: 'لا يمكن تعديل هذا الوقت أو حذفه إلا من طرف صاحبه أو من طرف مسؤول المكتب',
    en: 'Only its person or an administrator can edit or delete this time entry',
  },
  time_entry_changed: {
    fr: 'Ce temps a été modifié ou supprimé entre-temps. Rechargez la liste et réessayez.',
    ar: 'تم تعديل هذا الوقت أو حذفه في هذه الأثناء. أعد تحميل القائمة وحاول مجددًا.',
    en: 'This time entry was edited or deleted meanwhile. Reload the list and try again.',
  },
  vat_rate_invalid: {
    fr: 'Taux de TVA invalide : un pourcentage de 0 à 100, deux décimales au plus',
    ar: 'نسبة الضريبة على القيمة المضافة غير صالحة: نسبة مئوية من 0 إلى 100 برقمين عشريين على الأكثر',
    en: 'Invalid VAT rate: a percentage from 0 to 100, two decimals at most',
  },
  invoice_too_many_lines: {
    fr: "Une note d'honoraires compte au plus 90 lignes",
    ar: 'لا تتجاوز مذكرة الأتعاب 90 سطرًا',
    en: 'An invoice has at most 90 lines',
  },
  invoice_line_repeated: {
    fr: 'Une même ligne figure deux fois',
    ar: 'السطر نفسه مكرر مرتين',
    en: 'The same line appears twice',
  },
  invoice_issued: {
    fr: "Cette note d'honoraires est émise : elle ne peut plus être modifiée ni supprimée (un avoir la corrige)",
    ar: 'تم إصدار مذكرة الأتعاب هذه: لا يمكن تعديلها أو حذفها (تُصحَّح بإشعار دائن)',
    en: 'This invoice is issued: it can no longer be edited or deleted (a credit note corrects it)',
  },
  invoice_changed: {
    fr: 'Ce brouillon a été modifié, émis ou supprimé entre-temps. Rechargez-le et réessayez.',
    ar: 'تم تعديل هذه المسودة أو إصدارها أو حذفها في هذه الأثناء. أعد تحميلها وحاول مجددًا.',
    en: 'This draft was edited, issued or deleted meanwhile. Reload it and try again.',
  },
  invoice_issue_forbidden: {
    fr: "Seul un administrateur ou l'avocat du dossier peut émettre une note d'honoraires",
    ar: 'لا يمكن إصدار مذكرة الأتعاب إلا من طرف مسؤول المكتب أو محامي الملف',
    en: "Only an administrator or the dossier's lawyer can issue an invoice",
  },
  invoice_provisions_used: {
    fr: "Une provision que ce brouillon déduit a déjà été déduite par une autre note d'honoraires. Enregistrez le brouillon à nouveau pour déduire ce qui en reste.",
    ar: 'سبق خصم تسبيق تخصمه هذه المسودة في مذكرة أتعاب أخرى. احفظ المسودة من جديد لخصم ما تبقى منه.',
    en: 'A provision this draft deducts was already deducted by another invoice. Save the draft again to deduct what is left of it.',
  },
  invoice_items_billed: {
    fr: "Une partie de ce brouillon a déjà été facturée par une autre note d'honoraires. Préparez un nouveau brouillon.",
    ar: 'تمت فوترة جزء من هذه المسودة بمذكرة أتعاب أخرى. أعد إعداد مسودة جديدة.',
    en: 'Part of this draft was already billed by another invoice. Prepare a new draft.',
  },
  firm_tax_ids_missing: {
    fr: "Renseignez l'IF, l'ICE et la TP du cabinet (Paramètres › Cabinet) avant d'émettre une note d'honoraires",
    ar: 'أدخل التعريف الضريبي والتعريف الموحد للمقاولة ورقم الضريبة المهنية للمكتب (الإعدادات › المكتب) قبل إصدار مذكرة أتعاب',
    en: "Set the firm's IF, ICE and TP (Settings › Firm) before issuing an invoice",
  },
  invoice_not_issued: {
    fr: "Un paiement s'enregistre sur une note d'honoraires émise",
    ar: 'يُسجَّل الأداء على مذكرة أتعاب صادرة',
    en: 'A payment is recorded on an issued invoice',
  },
  credit_note_forbidden: {
    fr: "Seul un administrateur ou l'avocat du dossier peut établir un avoir",
    ar: 'لا يمكن إصدار إشعار دائن إلا من طرف مسؤول المكتب أو محامي الملف',
    en: "Only an administrator or the dossier's lawyer can issue a credit note",
  },
  credit_note_of_draft: {
    fr: "Un avoir s'établit sur une note d'honoraires émise : un brouillon se modifie",
    ar: 'يُصدر الإشعار الدائن على مذكرة أتعاب صادرة: أما المسودة فتُعدَّل',
    en: 'A credit note is issued on an issued invoice: a draft is edited instead',
  },
  credit_note_no_line: {
    fr: 'Choisissez au moins une ligne à créditer',
    ar: 'اختر سطرًا واحدًا على الأقل لإدراجه في الإشعار الدائن',
    en: 'Choose at least one line to credit',
  },
  credit_note_line_unknown: {
    fr: "Cette ligne n'appartient pas à cette note d'honoraires",
    ar: 'هذا السطر لا يخص مذكرة الأتعاب هذه',
    en: 'This line is not on this invoice',
  },
  credit_note_exceeds_line: {
    fr: 'Ce montant dépasse ce qui reste à créditer sur cette ligne',
    ar: 'هذا المبلغ يتجاوز ما تبقى قابلاً للإرجاع من هذا السطر',
    en: 'This amount is more than what is left to credit on this line',
  },
  credit_note_nothing_left: {
    fr: "Cette note d'honoraires est déjà entièrement créditée",
    ar: 'تم إلغاء مذكرة الأتعاب هذه بالكامل بإشعارات دائنة',
    en: 'This invoice is already credited in full',
  },
  credit_note_over_balance: {
    fr: "Cet avoir dépasse le reste à payer et les provisions déduites de la note d'honoraires (le remboursement d'un paiement n'est pas encore possible)",
    ar: 'هذا الإشعار الدائن يتجاوز المتبقي أداؤه من مذكرة الأتعاب والتسبيقات المخصومة منها (استرجاع مبلغ مؤدى غير متاح بعد)',
    en: 'This credit note is more than what remains unpaid on the invoice and the provisions it deducted (refunding a payment is not possible yet)',
  },
  invoice_send_forbidden: {
    fr: "Seul un administrateur ou l'avocat du dossier peut envoyer une note d'honoraires au client",
    ar: 'لا يمكن إرسال مذكرة الأتعاب إلى الموكل إلا من طرف مسؤول المكتب أو محامي الملف',
    en: "Only an administrator or the dossier's lawyer can send an invoice to the client",
  },
  invoice_no_recipient: {
    fr: "Aucun client du dossier n'a d'adresse e-mail : ajoutez-en une pour envoyer la note d'honoraires",
    ar: 'لا يتوفر أي موكل في الملف على بريد إلكتروني: أضف بريدًا لإرسال مذكرة الأتعاب',
    en: 'No client of the case has an email address: add one to send the invoice',
  },
  invoice_pdf_of_draft: {
    fr: "Le PDF s'obtient pour une note d'honoraires émise",
    ar: 'يُستخرج ملف PDF لمذكرة أتعاب صادرة',
    en: 'The PDF is for an issued invoice',
  },
  overpayment: {
    fr: "Ce montant dépasse le reste à payer de la note d'honoraires",
    ar: 'هذا المبلغ يتجاوز المتبقي أداؤه من مذكرة الأتعاب',
    en: 'This amount is more than what remains due on the invoice',
  },
  time_entry_billed: {
    fr: 'Ce temps a été facturé : il ne peut plus être modifié ni supprimé',
    ar: 'تمت فوترة هذا الوقت: لا يمكن تعديله أو حذفه',
    en: 'This time entry was billed: it can no longer be edited or deleted',
  },
  expense_billed: {
    fr: 'Cette dépense a été refacturée : elle ne peut plus être modifiée ni supprimée',
    ar: 'تمت إعادة فوترة هذا المصروف: لا يمكن تعديله أو حذفه',
    en: 'This expense was re-billed: it can no longer be edited or deleted',
  },
  invoice_empty: {
    fr: "Ajoutez au moins une ligne avant d'émettre la note d'honoraires",
    ar: 'أضف سطرًا واحدًا على الأقل قبل إصدار مذكرة الأتعاب',
    en: 'Add at least one line before issuing the invoice',
  },
  time_entry_deadline_invalid: {
    fr: "Cette échéance n'appartient pas à ce dossier",
    ar: 'هذا الأجل لا يخص هذا الملف',
    en: 'This deadline does not belong to this dossier',
  },
  time_entry_person_invalid: {
    fr: "Seul un administrateur peut saisir le temps d'un autre membre de l'équipe",
    ar: 'لا يمكن تسجيل وقت عضو آخر في الفريق إلا من طرف مسؤول المكتب',
    en: "Only an administrator can record another staff member's time",
  },
  amount_invalid: {
    fr: 'Montant invalide : un nombre de dirhams, par exemple 1250,50',
    ar: 'مبلغ غير صالح: عدد بالدرهم، مثلًا 1250,50',
    en: 'Invalid amount: a number of dirhams, for example 1250.50',
  },
  amount_positive: { fr: 'Le montant doit être supérieur à 0', ar: 'يجب أن يكون المبلغ أكبر من 0', en: 'The amount must be more than 0' },
  amount_too_large: {
    fr: 'Le montant ne peut pas dépasser 10 000 000,00 MAD',
    ar: 'لا يمكن أن يتجاوز المبلغ 10.000.000,00 درهم',
    en: 'The amount cannot exceed MAD 10,000,000.00',
  },
  amount_decimals: {
    fr: 'Deux décimales au plus (les centimes)',
    ar: 'رقمان بعد الفاصلة على الأكثر (السنتيمات)',
    en: 'At most two decimals (centimes)',
  },
  expense_type_invalid: {
    fr: 'Type de dépense inconnu ou désactivé',
    ar: 'نوع مصروف غير معروف أو معطل',
    en: 'Unknown or deactivated expense type',
  },
  // documents
  upload_format: {
    fr: 'Format non supporté. Fichiers acceptés : PDF, DOC, DOCX, JPEG, JPG, PNG.',
    ar: 'صيغة غير مدعومة. الملفات المقبولة: PDF و DOC و DOCX و JPEG و JPG و PNG.',
    en: 'Unsupported format. Accepted files: PDF, DOC, DOCX, JPEG, JPG, PNG.',
  },
  upload_fields_missing: {
    fr: 'Veuillez remplir tous les champs.',
    ar: 'يرجى ملء جميع الحقول.',
    en: 'Please fill in all the fields.',
  },
  file_empty: { fr: 'Le fichier est vide', ar: 'الملف فارغ', en: 'The file is empty' },
  file_too_large: {
    fr: 'Le fichier dépasse la taille permise (25 Mo au plus)',
    ar: 'يتجاوز الملف الحجم المسموح به (25 ميغابايت على الأكثر)',
    en: 'The file exceeds the allowed size (25 MB at most)',
  },
  file_too_large_multipart: {
    fr: 'Le fichier dépasse la taille permise (5 Mo au plus)',
    ar: 'يتجاوز الملف الحجم المسموح به (5 ميغابايت على الأكثر)',
    en: 'The file exceeds the allowed size (5 MB at most)',
  },
  upload_missing: {
    fr: "Le fichier n'a pas été reçu. Veuillez réessayer.",
    ar: 'لم يتم استلام الملف. يرجى المحاولة مرة أخرى.',
    en: 'The file was not received. Please try again.',
  },
  // templates
  template_not_docx: {
    fr: "Ce fichier n'est pas un document Word (DOCX) : un modèle doit être un fichier .docx.",
    ar: 'هذا الملف ليس مستند Word ‏(DOCX): يجب أن يكون النموذج ملف ‎.docx.',
    en: 'This file is not a Word document (DOCX): a template must be a .docx file.',
  },
  template_field_unknown: {
    fr: 'Champ inconnu dans le modèle',
    ar: 'حقل غير معروف في النموذج',
    en: 'Unknown field in the template',
  },
  template_malformed: {
    fr: 'Champ mal écrit dans le modèle (accolade ou section non fermée)',
    ar: 'حقل مكتوب بشكل خاطئ في النموذج (قوس أو قسم غير مغلق)',
    en: 'Badly written field in the template (an unclosed brace or section)',
  },
  upload_expired: {
    fr: "Le délai d'envoi est dépassé. Veuillez réessayer.",
    ar: 'انتهت مهلة الإرسال. يرجى المحاولة مرة أخرى.',
    en: 'The upload time has passed. Please try again.',
  },
  document_confirmed: {
    fr: 'Ce document est déjà enregistré',
    ar: 'هذه الوثيقة مسجلة مسبقًا',
    en: 'This document is already recorded',
  },
  version_confirmed: {
    fr: 'Cette version est déjà enregistrée',
    ar: 'هذه النسخة مسجلة مسبقًا',
    en: 'This version is already recorded',
  },
  confidentiality_not_allowed: {
    fr: 'Vous ne pouvez pas déposer un document de cette confidentialité',
    ar: 'لا يمكنك إيداع وثيقة بهذه السرية',
    en: 'You cannot upload a document with this confidentiality',
  },
  confidentiality_change_not_allowed: {
    fr: 'Vous ne pouvez pas donner cette confidentialité à ce document',
    ar: 'لا يمكنك منح هذه الوثيقة هذه الدرجة من السرية',
    en: 'You cannot give this document this confidentiality',
  },
  history_AJOUT_DOCUMENT: { fr: "Ajout d'un document", ar: 'إضافة وثيقة', en: 'Document added' },
  history_SUPPRESSION_DOCUMENT: { fr: "Suppression d'un document", ar: 'حذف وثيقة', en: 'Document deleted' },
  history_DOCUMENT_MODIFIE: { fr: "Modification d'un document", ar: 'تعديل وثيقة', en: 'Document changed' },
  history_NOUVELLE_VERSION: { fr: "Nouvelle version d'un document", ar: 'نسخة جديدة من وثيقة', en: 'New version of a document' },
  // calendar: availability, appointments, booking, subscription
  time_invalid: { fr: 'Heure invalide (HH:mm)', ar: 'وقت غير صالح (HH:mm)', en: 'Invalid time (HH:mm)' },
  availability_duration: {
    fr: 'La durée doit être de 15 à 120 minutes, par pas de 15',
    ar: 'يجب أن تكون المدة من 15 إلى 120 دقيقة، بخطوات من 15',
    en: 'The duration must be 15 to 120 minutes, in steps of 15',
  },
  availability_overlap: {
    fr: 'Ce créneau chevauche une autre disponibilité.',
    ar: 'هذه الفترة تتداخل مع فترة إتاحة أخرى.',
    en: 'This slot overlaps another availability.',
  },
  date_range_invalid: {
    fr: 'La période doit aller de la date de début à la date de fin, 31 jours au plus',
    ar: 'يجب أن تمتد الفترة من تاريخ البداية إلى تاريخ النهاية، 31 يومًا على الأكثر',
    en: 'The period must run from the start date to the end date, 31 days at most',
  },
  period_invalid: {
    fr: 'La date de fin doit suivre la date de début',
    ar: 'يجب أن يكون تاريخ النهاية بعد تاريخ البداية',
    en: 'The end date must come after the start date',
  },
  invoice_firm_view_forbidden: {
    fr: 'Un avocat ne voit que les factures de ses dossiers',
    ar: 'لا يرى المحامي إلا فواتير ملفاته',
    en: "A lawyer sees only their own dossiers' invoices",
  },
  agenda_range_invalid: {
    fr: 'La période doit aller de la date de début à la date de fin, 42 jours au plus',
    ar: 'يجب أن تمتد الفترة من تاريخ البداية إلى تاريخ النهاية، 42 يومًا على الأكثر',
    en: 'The period must run from the start date to the end date, 42 days at most',
  },
  appointment_times_invalid: {
    fr: "L'heure de fin doit suivre l'heure de début",
    ar: 'يجب أن يكون وقت النهاية بعد وقت البداية',
    en: 'The end time must come after the start time',
  },
  appointment_subject_required: {
    fr: 'Indiquez un commentaire ou un client',
    ar: 'أدخل تعليقًا أو موكلًا',
    en: 'Enter a comment or a client',
  },
  appointment_client_unknown: { fr: 'Client introuvable', ar: 'الموكل غير موجود', en: 'Client not found' },
  appointment_overlap: {
    fr: 'Ce rendez-vous chevauche un autre rendez-vous de cet avocat',
    ar: 'هذا الموعد يتداخل مع موعد آخر لهذا المحامي',
    en: "This appointment overlaps another of this lawyer's appointments",
  },
  appointment_past: {
    fr: 'Ce créneau est déjà passé',
    ar: 'هذه الفترة قد مضت',
    en: 'This slot is already past',
  },
  slot_unavailable: {
    fr: "Ce créneau ne fait pas partie des disponibilités de l'avocat",
    ar: 'هذه الفترة ليست ضمن أوقات إتاحة المحامي',
    en: "This slot is not one of the lawyer's availabilities",
  },
  slot_taken: {
    fr: "Ce créneau vient d'être réservé. Merci d'en choisir un autre.",
    ar: 'تم حجز هذه الفترة للتو. يرجى اختيار فترة أخرى.',
    en: 'This slot has just been booked. Please choose another one.',
  },
  booking_dossier_required: {
    fr: 'Choisissez le dossier du rendez-vous',
    ar: 'اختر ملف الموعد',
    en: 'Choose the case of the appointment',
  },
  booking_too_far: {
    fr: "Un rendez-vous se réserve au plus 60 jours à l'avance",
    ar: 'لا يمكن حجز موعد قبل أكثر من 60 يومًا',
    en: 'An appointment can be booked at most 60 days ahead',
  },
  booking_pending_limit: {
    fr: 'Vous avez déjà 3 demandes de rendez-vous en attente avec cet avocat : attendez sa réponse ou annulez-en une',
    ar: 'لديك بالفعل 3 طلبات مواعيد في انتظار رد هذا المحامي: انتظر رده أو ألغِ أحدها',
    en: 'You already have 3 appointment requests waiting for this lawyer: wait for an answer or cancel one',
  },
  appointment_cancelled: {
    fr: 'Ce rendez-vous est annulé',
    ar: 'هذا الموعد ملغى',
    en: 'This appointment is cancelled',
  },
  // history of a dossier
  history_CREATION: { fr: 'Création du dossier', ar: 'إنشاء الملف', en: 'Case created' },
  history_IDENTIFICATION: { fr: "Modification de l'identification", ar: 'تعديل بيانات التعريف', en: 'Identification changed' },
  history_STATUT: { fr: 'Changement de statut', ar: 'تغيير الحالة', en: 'Status changed' },
  history_AJOUT_CLIENT: { fr: "Ajout d'un client", ar: 'إضافة موكل', en: 'Client added' },
  history_PARTIE_MODIFIEE: { fr: "Modification d'une partie", ar: 'تعديل بيانات طرف', en: 'Party details changed' },
  history_RETRAIT_CLIENT: { fr: "Retrait d'un client", ar: 'سحب موكل', en: 'Client removed' },
  history_AJOUT_ADVERSAIRE: { fr: "Ajout d'une partie adverse", ar: 'إضافة طرف خصم', en: 'Opposing party added' },
  history_RETRAIT_ADVERSAIRE: { fr: "Retrait d'une partie adverse", ar: 'سحب طرف خصم', en: 'Opposing party removed' },
  history_CONFLIT_CONFIRME: { fr: "Conflit d'intérêts confirmé", ar: 'تأكيد تعارض المصالح', en: 'Conflict of interest confirmed' },
  history_REFERENCE_CLIENT: { fr: 'Référence client modifiée', ar: 'تعديل مرجع الموكل', en: 'Client reference changed' },
  history_AJOUT_ECHEANCE: { fr: "Ajout d'une échéance", ar: 'إضافة أجل', en: 'Deadline added' },
  history_REALISATION_ECHEANCE: { fr: 'Échéance réalisée', ar: 'إنجاز أجل', en: 'Deadline performed' },
  history_SUPPRESSION_ECHEANCE: { fr: "Suppression d'une échéance", ar: 'حذف أجل', en: 'Deadline deleted' },
  history_MODIFICATION_ECHEANCE: { fr: "Modification d'une échéance", ar: 'تعديل أجل', en: 'Deadline edited' },
  history_ANNULATION_REALISATION: { fr: "Réalisation d'une échéance annulée", ar: 'إلغاء إنجاز أجل', en: 'Deadline performance undone' },
  history_ECHEANCES_SUIVANTES: { fr: 'Échéances suivantes créées', ar: 'إنشاء الآجال التالية', en: 'Next deadlines created' },
  history_NOTE_MODIFIEE: { fr: 'Note modifiée', ar: 'تعديل ملاحظة', en: 'Note edited' },
  history_NOTE_SUPPRIMEE: { fr: 'Note supprimée', ar: 'حذف ملاحظة', en: 'Note deleted' },
  history_DEPENSE_MODIFIEE: { fr: 'Dépense modifiée', ar: 'تعديل مصروف', en: 'Expense edited' },
  history_DEPENSE_SUPPRIMEE: { fr: 'Dépense supprimée', ar: 'حذف مصروف', en: 'Expense deleted' },
  history_CONVENTION_HONORAIRES: { fr: "Convention d'honoraires modifiée", ar: 'تعديل اتفاقية الأتعاب', en: 'Fee agreement changed' },
  // court portal: sync failures, changes (history and alerts), deadline alerts
  court_reference_missing: {
    fr: 'Renseignez le tribunal et la référence tribunal (numéro/code/année) pour synchroniser',
    ar: 'أدخل المحكمة ومرجع المحكمة (الرقم/الرمز/السنة) للمزامنة',
    en: 'Enter the court and the court reference (number/code/year) to synchronise',
  },
  court_case_not_found: {
    fr: 'Le portail des tribunaux ne connaît pas cette référence dans ce tribunal',
    ar: 'بوابة المحاكم لا تعرف هذا المرجع في هذه المحكمة',
    en: 'The court portal does not know this reference at this court',
  },
  court_sync_closed: {
    fr: "Un dossier clôturé n'est pas synchronisé",
    ar: 'لا تتم مزامنة ملف مغلق',
    en: 'A closed case is not synchronised',
  },
  court_portal_unreachable: {
    fr: 'Portail des tribunaux injoignable : rien n’a changé, réessayez plus tard',
    ar: 'تعذر الوصول إلى بوابة المحاكم: لم يتغير شيء، أعد المحاولة لاحقًا',
    en: 'Court portal unreachable: nothing changed, try again later',
  },
  court_portal_changed: {
    fr: 'Le portail des tribunaux a changé de format : rien n’a changé, l’équipe est prévenue',
    ar: 'تغير شكل بوابة المحاكم: لم يتغير شيء، وقد تم إبلاغ الفريق',
    en: 'The court portal changed its format: nothing changed, the team is told',
  },
  history_TRIBUNAL_IMPORT: { fr: 'Suivi du tribunal importé', ar: 'استيراد تتبع المحكمة', en: 'Court record imported' },
  history_TRIBUNAL_AUDIENCE: { fr: 'Nouvelle étape au tribunal', ar: 'إجراء جديد بالمحكمة', en: 'New court step' },
  history_TRIBUNAL_REPORT: { fr: 'Audience reportée', ar: 'تأخير الجلسة', en: 'Hearing postponed' },
  history_TRIBUNAL_DECISION: { fr: 'Décision du tribunal', ar: 'قرار المحكمة', en: 'Court decision' },
  history_TRIBUNAL_STATUT: { fr: "Statut de l'affaire au tribunal", ar: 'حالة الملف بالمحكمة', en: 'Court status changed' },
  history_TRIBUNAL_RETRAIT: { fr: 'Étape retirée par le tribunal', ar: 'إجراء حذفته المحكمة', en: 'Step withdrawn by the court' },
  // What a court change was (shared/src/court-events.ts), worded by each reader: each {{value}} is
  // shown isolated. Right to left, the arrow points left, from the old value to the new one.
  court_event_IMPORT: {
    fr: '{{count}} étape(s), la dernière : {{step}}, {{date}}',
    ar: 'عدد الإجراءات: {{count}}، آخرها: {{step}}، {{date}}',
    en: '{{count}} step(s), the latest: {{step}}, {{date}}',
  },
  court_event_AUDIENCE: {
    fr: '{{step}} du {{date}} → prochaine audience : {{next}}',
    ar: '{{step}} بتاريخ {{date}} ← الجلسة المقبلة: {{next}}',
    en: '{{step}} on {{date}} → next hearing: {{next}}',
  },
  court_event_REPORT: {
    fr: '{{step}} : {{before}} → {{after}}',
    ar: '{{step}}: {{before}} ← {{after}}',
    en: '{{step}}: {{before}} → {{after}}',
  },
  court_event_DECISION: { fr: '{{text}}', ar: '{{text}}', en: '{{text}}' },
  court_event_DECISION_STEP: { fr: '{{step}} : {{text}}', ar: '{{step}}: {{text}}', en: '{{step}}: {{text}}' },
  court_event_STATUT: { fr: '{{before}} → {{after}}', ar: '{{before}} ← {{after}}', en: '{{before}} → {{after}}' },
  court_event_RETRAIT: { fr: '{{step}} du {{date}}', ar: '{{step}} بتاريخ {{date}}', en: '{{step}} on {{date}}' },
  // A cabinet deadline an event names (shared/src/deadline-events.ts), worded by each reader, each
  // {{value}} isolated; the next deadlines a Perform created or kept follow, one sentence each.
  deadline_event: { fr: '{{type}} du {{date}}', ar: '{{type}} بتاريخ {{date}}', en: '{{type}} on {{date}}' },
  deadline_event_next: { fr: ', puis {{type}} du {{date}}', ar: '، ثم {{type}} بتاريخ {{date}}', en: ', then {{type}} on {{date}}' },
  alert_ECHEANCE_PROCHE: { fr: 'Échéance dans 3 jours ouvrés', ar: 'أجل خلال 3 أيام عمل', en: 'Deadline within 3 working days' },
  alert_ECHEANCE_DEPASSEE: { fr: 'Échéance dépassée', ar: 'أجل متجاوز', en: 'Deadline overdue' },
  alert_RDV_RESERVE: { fr: 'Rendez-vous demandé par le client', ar: 'موعد طلبه الموكل', en: 'Appointment booked by the client' },
  alert_RDV_ANNULE: { fr: 'Rendez-vous annulé par le client', ar: 'موعد ألغاه الموكل', en: 'Appointment cancelled by the client' },
  alert_MESSAGE: { fr: 'Nouveau message du client', ar: 'رسالة جديدة من الموكل', en: 'New message from the client' },
  // abuse limits (429)
  rate_limited: {
    fr: 'Trop de tentatives depuis cette adresse. Patientez quelques minutes avant de réessayer.',
    ar: 'محاولات كثيرة جدًا من هذا العنوان. انتظر بضع دقائق قبل إعادة المحاولة.',
    en: 'Too many attempts from this address. Wait a few minutes before trying again.',
  },
  invitation_limit: {
    fr: "Votre cabinet a atteint la limite d'invitations envoyées aujourd'hui. Réessayez demain.",
    ar: 'بلغ مكتبكم الحد الأقصى للدعوات المرسلة اليوم. أعيدوا المحاولة غدًا.',
    en: 'Your firm has reached the limit of invitations sent today. Try again tomorrow.',
  },
  // sign-in: email verification, two-factor, no account enumeration
  email_not_verified: {
    fr: 'Adresse non vérifiée : ouvrez le lien envoyé par email lors de l’inscription.',
    ar: 'العنوان غير مؤكَّد: افتح الرابط المرسل بالبريد الإلكتروني عند التسجيل.',
    en: 'Address not verified: open the link sent by email when you registered.',
  },
  email_unavailable: {
    fr: 'Cette adresse ne peut pas être utilisée',
    ar: 'لا يمكن استعمال هذا العنوان',
    en: 'This address cannot be used',
  },
  too_many_requests: {
    fr: 'Trop de tentatives. Réessayez plus tard.',
    ar: 'محاولات كثيرة جدًا. أعد المحاولة لاحقًا.',
    en: 'Too many attempts. Please try again later.',
  },
  account_locked: {
    fr: 'Trop de mots de passe erronés pour ce compte : il est bloqué pour un moment. Réessayez plus tard ou réinitialisez votre mot de passe.',
    ar: 'محاولات كثيرة بكلمة مرور خاطئة لهذا الحساب: تم قفله لبعض الوقت. أعد المحاولة لاحقًا أو أعد تعيين كلمة المرور.',
    en: 'Too many wrong passwords for this account: it is locked for a while. Try again later or reset your password.',
  },
  two_factor_code_required: {
    fr: 'Saisissez le code à 6 chiffres de votre application d’authentification',
    ar: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة',
    en: 'Enter the 6-digit code from your authenticator app',
  },
  two_factor_code_invalid: { fr: 'Code incorrect ou expiré', ar: 'الرمز غير صحيح أو منتهي الصلاحية', en: 'Incorrect or expired code' },
  two_factor_code_format: { fr: 'Le code compte 6 chiffres', ar: 'يتكون الرمز من 6 أرقام', en: 'The code has 6 digits' },
  recovery_code_invalid: {
    fr: 'Code de secours incorrect ou déjà utilisé',
    ar: 'رمز الاسترداد غير صحيح أو سبق استعماله',
    en: 'Incorrect or already used recovery code',
  },
  two_factor_setup_required: {
    fr: 'Votre cabinet exige la double authentification : activez-la pour continuer.',
    ar: 'يشترط مكتبك المصادقة الثنائية: فعّلها للمتابعة.',
    en: 'Your firm requires two-factor sign-in: set it up to continue.',
  },
  two_factor_already_on: {
    fr: 'La double authentification est déjà activée',
    ar: 'المصادقة الثنائية مفعّلة بالفعل',
    en: 'Two-factor sign-in is already on',
  },
  two_factor_staff_only: {
    fr: 'La double authentification est réservée au personnel du cabinet',
    ar: 'المصادقة الثنائية مخصصة لموظفي المكتب',
    en: "Two-factor sign-in is for the firm's staff",
  },
  two_factor_not_on: {
    fr: 'La double authentification n’est pas activée',
    ar: 'المصادقة الثنائية غير مفعّلة',
    en: 'Two-factor sign-in is not on',
  },
  two_factor_required_by_firm: {
    fr: 'Votre cabinet exige la double authentification : elle ne peut pas être désactivée.',
    ar: 'يشترط مكتبك المصادقة الثنائية: لا يمكن تعطيلها.',
    en: 'Your firm requires two-factor sign-in: it cannot be turned off.',
  },
  // idempotent retries (the Idempotency-Key header)
  idempotency_key_invalid: {
    fr: 'Idempotency-Key : de 1 à 100 lettres, chiffres, tirets ou soulignés',
    ar: 'Idempotency-Key: من 1 إلى 100 حرف أو رقم أو شرطة',
    en: 'Idempotency-Key: 1 to 100 letters, digits, hyphens or underscores',
  },
  idempotency_key_reused: {
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre demande',
    ar: 'سبق استعمال مفتاح Idempotency-Key هذا لطلب آخر',
    en: 'This Idempotency-Key was already used for another request',
  },
  // the import of dossiers from a spreadsheet (issue 33)
  import_format: {
    fr: 'Ce fichier n’est pas un classeur XLSX ou CSV lisible',
    ar: 'هذا الملف ليس جدول XLSX أو CSV قابلًا للقراءة',
    en: 'This file is not a readable XLSX or CSV spreadsheet',
  },
  import_too_large: {
    fr: 'Le fichier dépasse la taille permise (10 Mo au plus)',
    ar: 'يتجاوز الملف الحجم المسموح به (10 ميغابايت على الأكثر)',
    en: 'The file exceeds the allowed size (10 MB at most)',
  },
  import_encrypted: {
    fr: 'Ce classeur est protégé par un mot de passe : enregistrez-le sans mot de passe, puis importez-le',
    ar: 'هذا الجدول محمي بكلمة مرور: احفظه بدون كلمة مرور ثم استورده',
    en: 'This workbook is password-protected: save it without a password, then import it',
  },
  import_formulas: {
    fr: 'Ce classeur contient des formules : collez-en les valeurs seules, puis importez-le',
    ar: 'يحتوي هذا الجدول على صيغ: الصق القيم وحدها ثم استورده',
    en: 'This workbook contains formulas: paste their values only, then import it',
  },
  import_empty: {
    fr: 'Le fichier ne contient aucune ligne de dossier ni de client',
    ar: 'لا يحتوي الملف على أي سطر ملف أو موكل',
    en: 'The file holds no dossier or client row',
  },
  export_too_many_rows: {
    fr: 'La liste dépasse 10 000 lignes : affinez les filtres pour l’exporter',
    ar: 'تتجاوز القائمة 10000 سطر: ضيّق عوامل التصفية لتصديرها',
    en: 'The list has more than 10,000 rows: narrow the filters to export it',
  },
  import_too_many_rows: {
    fr: 'Le fichier dépasse 10 000 lignes : découpez-le en plusieurs fichiers',
    ar: 'يتجاوز الملف 10000 سطر: قسّمه إلى عدة ملفات',
    en: 'The file has more than 10,000 rows: split it into several files',
  },
  import_column_twice: {
    fr: 'Cette colonne est choisie pour deux en-têtes du fichier',
    ar: 'هذا العمود مختار لعنوانين في الملف',
    en: 'This column is chosen for two headers of the file',
  },
  import_columns_missing: {
    fr: 'Colonne obligatoire absente de la première ligne',
    ar: 'عمود إلزامي غير موجود في السطر الأول',
    en: 'A required column is missing from the first row',
  },
  import_not_uploaded: {
    fr: 'Aucun fichier n’a été reçu pour cet import',
    ar: 'لم يُستلم أي ملف لهذا الاستيراد',
    en: 'No file was received for this import',
  },
  import_already_run: {
    fr: 'Cet import a déjà été lancé',
    ar: 'سبق تشغيل هذا الاستيراد',
    en: 'This import has already been run',
  },
  import_not_previewed: {
    fr: 'Prévisualisez le fichier avant de lancer l’import',
    ar: 'اعرض معاينة الملف قبل تشغيل الاستيراد',
    en: 'Preview the file before running the import',
  },
  ref_duplicate_in_file: {
    fr: 'Cette référence figure déjà plus haut dans le fichier',
    ar: 'هذا المرجع موجود في سطر سابق من الملف',
    en: 'This reference already appears higher in the file',
  },
  client_duplicate_in_file: {
    fr: 'Ce client figure déjà plus haut dans la feuille',
    ar: 'هذا الموكل موجود في سطر سابق من الورقة',
    en: 'This client already appears higher in the sheet',
  },
  client_already_firms: {
    fr: 'Ce client figure déjà parmi les clients du cabinet',
    ar: 'هذا الموكل موجود مسبقًا ضمن موكلي المكتب',
    en: 'This client is already one of the firm’s clients',
  },
  party_already_firms: {
    fr: 'Cette personne figure déjà dans les fiches du cabinet, comme partie d’un dossier',
    ar: 'هذا الشخص موجود مسبقًا في سجلات المكتب، كطرف في ملف',
    en: 'This person is already in the firm’s records, as a party to a dossier',
  },
  dossier_type_unknown: {
    fr: 'Type de dossier inconnu ou désactivé',
    ar: 'نوع الملف غير معروف أو معطّل',
    en: 'Unknown or deactivated dossier type',
  },
  court_unknown: { fr: 'Tribunal inconnu', ar: 'محكمة غير معروفة', en: 'Unknown court' },
  identifier_other_person: {
    fr: 'Ce CIN ou RC est déjà celui d’une autre personne',
    ar: 'رقم البطاقة أو السجل هذا يخص شخصًا آخر',
    en: 'This CIN or RC already belongs to another person',
  },
  idempotency_in_progress: {
    fr: 'Cette demande est encore en cours de traitement, réessayez dans un instant',
    ar: 'هذا الطلب ما زال قيد المعالجة، أعد المحاولة بعد لحظة',
    en: 'This request is still being processed, try again in a moment',
  },
} satisfies Catalogue;

export type MessageCode = keyof typeof MESSAGES;

export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(MESSAGES, code);

/** Words a message code in a language; unknown codes fall back to the generic 'invalid value'. */
export const message = (code: string, language: Language): string =>
  (isMessageCode(code) ? MESSAGES[code] : MESSAGES.invalid_value)[language];

/** Picks fr, ar or en from an Accept-Language header, English when none matches. */
export const languageFromHeader = (header: string | undefined): Language => {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return FALLBACK_LANGUAGE;
};

/**
 * Every message in one language, by code: the SPA's `api` i18n namespace, which its build writes as
 * `/locales/{lng}/api.json` (web/vite.config.ts), so a reader loads their language only.
 */
export const messagesIn = (language: Language): Record<MessageCode, string> =>
  Object.fromEntries(Object.entries(MESSAGES).map(([code, text]) => [code, text[language]])) as Record<MessageCode, string>;
