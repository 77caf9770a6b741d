// The starter gallery: designs made in the studio's own markup (docs/studio.md),
// one JSON file each (a design file with the gallery's name, occasion and
// description), edited like any design: open one, change it, Export file.
// src-renderer/src/features/studio/starter-gallery.test.ts checks each against the schema and the studio's checks.
import { type StarterFile, starterFileSchema } from '../schemas/starters.ts';
import thankYouA6Postcard from './thank-you-a6-postcard.json' with { type: 'json' };
import welcomeA5Card from './welcome-a5-card.json' with { type: 'json' };
import winBackA6Postcard from './win-back-a6-postcard.json' with { type: 'json' };
import eventInvitationA5Postcard from './event-invitation-a5-postcard.json' with { type: 'json' };
import reviewRequestA6Card from './review-request-a6-card.json' with { type: 'json' };
import referralA6Postcard from './referral-a6-postcard.json' with { type: 'json' };
import holidayGreetingA5Card from './holiday-greeting-a5-card.json' with { type: 'json' };
import appointmentReminderA6Postcard from './appointment-reminder-a6-postcard.json' with { type: 'json' };
import donorThanksA4Letter from './donor-thanks-a4-letter.json' with { type: 'json' };
import justListedA5Postcard from './just-listed-a5-postcard.json' with { type: 'json' };
import reOrderReminderA6Postcard from './re-order-reminder-a6-postcard.json' with { type: 'json' };
import apologyA6Card from './apology-a6-card.json' with { type: 'json' };
import thankYou5x7Card from './thank-you-5x7-card.json' with { type: 'json' };
import birthday4x6Postcard from './birthday-4x6-postcard.json' with { type: 'json' };
import anniversary5x7Card from './anniversary-5x7-card.json' with { type: 'json' };
import welcome4x6Card from './welcome-4x6-card.json' with { type: 'json' };
import winBack5x7Postcard from './win-back-5x7-postcard.json' with { type: 'json' };
import reOrder4x6Postcard from './re-order-4x6-postcard.json' with { type: 'json' };
import eventInvitation5x7Postcard from './event-invitation-5x7-postcard.json' with { type: 'json' };
import thankYou4x6Card from './thank-you-4x6-card.json' with { type: 'json' };
import appointmentReminder7x10Letter from './appointment-reminder-7x10-letter.json' with { type: 'json' };
import donorThanks7x10Letter from './donor-thanks-7x10-letter.json' with { type: 'json' };
import welcomeA4Letter from './welcome-a4-letter.json' with { type: 'json' };
import birthdayA6Card from './birthday-a6-card.json' with { type: 'json' };
import anniversaryA6Postcard from './anniversary-a6-postcard.json' with { type: 'json' };
import holidayGreeting5x7Card from './holiday-greeting-5x7-card.json' with { type: 'json' };
import justListed4x6Postcard from './just-listed-4x6-postcard.json' with { type: 'json' };
import reviewRequest5x7Card from './review-request-5x7-card.json' with { type: 'json' };
import referralA5Card from './referral-a5-card.json' with { type: 'json' };
import apology5x7Postcard from './apology-5x7-postcard.json' with { type: 'json' };

export const BUNDLED_STARTERS: readonly StarterFile[] = [thankYouA6Postcard, welcomeA5Card, winBackA6Postcard, eventInvitationA5Postcard, reviewRequestA6Card, referralA6Postcard, holidayGreetingA5Card, appointmentReminderA6Postcard, donorThanksA4Letter, justListedA5Postcard, reOrderReminderA6Postcard, apologyA6Card, thankYou5x7Card, birthday4x6Postcard, anniversary5x7Card, welcome4x6Card, winBack5x7Postcard, reOrder4x6Postcard, eventInvitation5x7Postcard, thankYou4x6Card, appointmentReminder7x10Letter, donorThanks7x10Letter, welcomeA4Letter, birthdayA6Card, anniversaryA6Postcard, holidayGreeting5x7Card, justListed4x6Postcard, reviewRequest5x7Card, referralA5Card, apology5x7Postcard].map((file) => starterFileSchema.parse(file));
