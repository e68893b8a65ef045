import { LOCALES, type Locale } from '@mobiverte/contracts';

type Template = { subject: string; intro: string; action: string; outro: string };
type TemplateName =
  | 'resetPassword'
  | 'verifyEmail'
  | 'coAdminInvitation'
  | 'merchantWelcome'
  | 'merchantConfirmEmail'
  | 'accountExists'
  | 'cityAdminWelcome';

const templates: Record<Locale, Record<TemplateName, Template>> = {
  fr: {
    cityAdminWelcome: {
      subject: 'Votre tableau de bord de {{city}} sur {{brand}} est prêt',
      intro:
        'Bonjour {{name}}, bienvenue sur {{brand}} ! Vous êtes l’administrateur ou l’administratrice de la ville de {{city}}. Choisissez votre mot de passe, puis connectez-vous à l’espace ville pour lancer le programme.',
      action: 'Choisir mon mot de passe',
      outro:
        'Ce lien est valable {{days}} jours. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion.',
    },
    merchantConfirmEmail: {
      subject: 'Confirmez l’inscription de {{name}} sur {{brand}}',
      intro:
        'Merci pour l’inscription de {{name}} sur {{brand}}. Confirmez votre adresse e-mail en choisissant votre mot de passe ; la ville examine ensuite votre inscription avant que vos produits soient proposés.',
      action: 'Confirmer et choisir mon mot de passe',
      outro: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message.',
    },
    accountExists: {
      subject: 'Une inscription avec votre adresse sur {{brand}}',
      intro:
        'Quelqu’un (peut-être vous) a voulu s’inscrire sur {{brand}} avec cette adresse, qui a déjà un compte ou une inscription en cours. Connectez-vous, ou choisissez « Mot de passe oublié » si vous ne le connaissez plus.',
      action: 'Se connecter',
      outro: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien n’a été modifié.',
    },
    resetPassword: {
      subject: 'Réinitialisation de votre mot de passe {{brand}}',
      intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte {{brand}}.',
      action: 'Choisir un nouveau mot de passe',
      outro: 'Ce lien est valable une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    },
    verifyEmail: {
      subject: 'Confirmez votre adresse e-mail {{brand}}',
      intro: 'Bienvenue sur {{brand}} ! Confirmez votre adresse e-mail pour activer votre compte.',
      action: 'Confirmer mon adresse e-mail',
      outro: 'Si vous n’avez pas créé de compte, ignorez ce message.',
    },
    coAdminInvitation: {
      subject: '{{inviter}} vous invite à co-administrer {{scope}} sur {{brand}}',
      intro: '{{inviter}} vous invite à rejoindre {{scope}} sur {{brand}} en tant que co-administrateur ({{rights}}).',
      action: 'Accepter l’invitation',
      outro:
        'Ce lien est valable {{days}} jours. Si vous ne vous attendiez pas à cette invitation, ignorez ce message.',
    },
    merchantWelcome: {
      subject: 'Votre espace commerçant {{brand}} est prêt',
      intro:
        'Bienvenue sur {{brand}} ! Le compte commerçant de {{name}} est créé. Choisissez votre mot de passe pour accéder à votre espace.',
      action: 'Choisir mon mot de passe',
      outro:
        'Ce lien est valable {{days}} jours. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion.',
    },
  },
  en: {
    cityAdminWelcome: {
      subject: 'Your {{city}} dashboard on {{brand}} is ready',
      intro:
        'Hello {{name}}, welcome to {{brand}}! You are the administrator of the city of {{city}}. Choose your password, then sign in to the city dashboard to launch the programme.',
      action: 'Choose my password',
      outro: 'This link is valid for {{days}} days. After that, use "Forgot password" on the sign-in page.',
    },
    merchantConfirmEmail: {
      subject: 'Confirm the registration of {{name}} on {{brand}}',
      intro:
        'Thank you for registering {{name}} on {{brand}}. Confirm your email address by choosing your password; the city then reviews your registration before your products are offered.',
      action: 'Confirm and choose my password',
      outro: 'If you did not register, ignore this message.',
    },
    accountExists: {
      subject: 'A registration with your address on {{brand}}',
      intro:
        'Someone (perhaps you) tried to register on {{brand}} with this address, which already has an account or a registration in progress. Sign in, or choose “Forgot password” if you no longer know it.',
      action: 'Sign in',
      outro: 'If this was not you, ignore this message: nothing was changed.',
    },
    resetPassword: {
      subject: 'Reset your {{brand}} password',
      intro: 'You asked to reset the password of your {{brand}} account.',
      action: 'Choose a new password',
      outro: 'This link is valid for one hour. If you did not ask for it, ignore this message.',
    },
    verifyEmail: {
      subject: 'Confirm your {{brand}} email address',
      intro: 'Welcome to {{brand}}! Confirm your email address to activate your account.',
      action: 'Confirm my email address',
      outro: 'If you did not create an account, ignore this message.',
    },
    coAdminInvitation: {
      subject: '{{inviter}} invites you to co-administer {{scope}} on {{brand}}',
      intro: '{{inviter}} invites you to join {{scope}} on {{brand}} as a co-admin ({{rights}}).',
      action: 'Accept the invitation',
      outro: 'This link is valid for {{days}} days. If you did not expect this invitation, ignore this message.',
    },
    merchantWelcome: {
      subject: 'Your {{brand}} merchant dashboard is ready',
      intro:
        'Welcome to {{brand}}! The merchant account of {{name}} has been created. Choose your password to open your dashboard.',
      action: 'Choose my password',
      outro: 'This link is valid for {{days}} days. After that, use "Forgot password" on the sign-in page.',
    },
  },
  de: {
    cityAdminWelcome: {
      subject: 'Ihr Dashboard für {{city}} auf {{brand}} ist bereit',
      intro:
        'Hallo {{name}}, willkommen bei {{brand}}! Sie sind Administrator bzw. Administratorin der Stadt {{city}}. Wählen Sie Ihr Passwort und melden Sie sich dann im Stadtbereich an, um das Programm zu starten.',
      action: 'Mein Passwort wählen',
      outro: 'Dieser Link ist {{days}} Tage gültig. Danach verwenden Sie „Passwort vergessen“ auf der Anmeldeseite.',
    },
    merchantConfirmEmail: {
      subject: 'Bestätigen Sie die Registrierung von {{name}} bei {{brand}}',
      intro:
        'Danke für die Registrierung von {{name}} bei {{brand}}. Bestätigen Sie Ihre E-Mail-Adresse, indem Sie Ihr Passwort wählen; danach prüft die Stadt Ihre Registrierung, bevor Ihre Produkte angeboten werden.',
      action: 'Bestätigen und Passwort wählen',
      outro: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.',
    },
    accountExists: {
      subject: 'Eine Registrierung mit Ihrer Adresse bei {{brand}}',
      intro:
        'Jemand (vielleicht Sie) wollte sich bei {{brand}} mit dieser Adresse registrieren, für die bereits ein Konto oder eine laufende Registrierung besteht. Melden Sie sich an oder wählen Sie „Passwort vergessen“, wenn Sie es nicht mehr wissen.',
      action: 'Anmelden',
      outro: 'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: Es wurde nichts geändert.',
    },
    resetPassword: {
      subject: 'Setzen Sie Ihr {{brand}}-Passwort zurück',
      intro: 'Sie haben angefordert, das Passwort Ihres {{brand}}-Kontos zurückzusetzen.',
      action: 'Neues Passwort wählen',
      outro:
        'Dieser Link ist eine Stunde gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht.',
    },
    verifyEmail: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für {{brand}}',
      intro: 'Willkommen bei {{brand}}! Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
      action: 'E-Mail-Adresse bestätigen',
      outro: 'Wenn Sie kein Konto erstellt haben, ignorieren Sie diese Nachricht.',
    },
    coAdminInvitation: {
      subject: '{{inviter}} lädt Sie ein, {{scope}} auf {{brand}} mitzuverwalten',
      intro: '{{inviter}} lädt Sie ein, {{scope}} auf {{brand}} als Co-Administrator ({{rights}}) beizutreten.',
      action: 'Einladung annehmen',
      outro:
        'Dieser Link ist {{days}} Tage gültig. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.',
    },
    merchantWelcome: {
      subject: 'Ihr {{brand}}-Händlerbereich ist bereit',
      intro:
        'Willkommen bei {{brand}}! Das Händlerkonto von {{name}} wurde angelegt. Wählen Sie Ihr Passwort, um Ihren Bereich zu öffnen.',
      action: 'Mein Passwort wählen',
      outro: 'Dieser Link ist {{days}} Tage gültig. Danach verwenden Sie „Passwort vergessen“ auf der Anmeldeseite.',
    },
  },
};

export const CO_ADMIN_RIGHTS: Record<Locale, { edit: string; readOnly: string }> = {
  fr: { edit: 'avec droit de modification', readOnly: 'en lecture seule' },
  en: { edit: 'can edit', readOnly: 'read-only' },
  de: { edit: 'mit Bearbeitungsrechten', readOnly: 'nur Lesen' },
};

export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  const wanted = (acceptLanguage ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().slice(0, 2));
  return wanted.find((code): code is Locale => (LOCALES as readonly string[]).includes(code)) ?? 'fr';
}

/** Text placed in an email's HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Renders a call-to-action email (one link) in the given language. */
export function renderActionMail(
  name: TemplateName,
  locale: Locale,
  vars: { brand: string; url: string } & Record<string, string>,
) {
  const template = templates[locale][name];
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => vars[key] ?? match);
  const subject = fill(template.subject);
  const text = `${fill(template.intro)}\n\n${fill(template.action)} : ${vars.url}\n\n${fill(template.outro)}`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1b1b1b">
<p>${escapeHtml(fill(template.intro))}</p>
<p><a href="${escapeHtml(vars.url)}" style="display:inline-block;padding:10px 16px;background:#2f9e44;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(fill(template.action))}</a></p>
<p style="color:#555">${escapeHtml(fill(template.outro))}</p>
</body></html>`;
  return { subject, text, html };
}
