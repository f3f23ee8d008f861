import { defineMessages } from '@/i18n/define-messages';
import { formMessages } from '@/components/form/messages';

export const realEstateMessages = {
  ...defineMessages({
    intro: {
      id: 'forms.realEstate.intro',
      defaultMessage:
        'Did not find the home you are looking for? Tell us what you need and our sales team will call you to help you find it. The service is free.',
      description: 'Introduction above the real-estate request form',
    },
    details: {
      id: 'forms.realEstate.details',
      defaultMessage: 'What are you looking for?',
      description: 'Heading of the property details part of the form',
    },
    purpose: {
      id: 'forms.realEstate.purpose',
      defaultMessage: 'I want to',
      description: 'Legend of the buy / rent choice',
    },
    purposeBuy: {
      id: 'forms.realEstate.purposeBuy',
      defaultMessage: 'Buy',
      description: 'Purpose option',
    },
    purposeRent: {
      id: 'forms.realEstate.purposeRent',
      defaultMessage: 'Rent',
      description: 'Purpose option',
    },
    priceRange: {
      id: 'forms.realEstate.priceRange',
      defaultMessage: 'Price range',
      description: 'Label of the price range list',
    },
    rangeUnder500k: {
      id: 'forms.realEstate.rangeUnder500k',
      defaultMessage: 'Under {high, number} SAR',
      description: 'Price range option; {high} is 500,000',
    },
    rangeBetween: {
      id: 'forms.realEstate.rangeBetween',
      defaultMessage: '{low, number} to {high, number} SAR',
      description: 'Price range option with both bounds in SAR',
    },
    rangeOver: {
      id: 'forms.realEstate.rangeOver',
      defaultMessage: 'Over {low, number} SAR',
      description: 'Price range option; {low} is 2,000,000',
    },
    budget: {
      id: 'forms.realEstate.budget',
      defaultMessage: 'Exact budget (optional)',
      description: 'Legend of the optional narrower budget inside the price range',
    },
    budgetHint: {
      id: 'forms.realEstate.budgetHint',
      defaultMessage:
        'Fill in both amounts, in SAR, within the price range you chose, or leave both empty.',
      description: 'Hint of the optional narrower budget',
    },
    priceFrom: {
      id: 'forms.realEstate.priceFrom',
      defaultMessage: 'From (SAR)',
      description: 'Lower budget bound label',
    },
    priceTo: {
      id: 'forms.realEstate.priceTo',
      defaultMessage: 'To (SAR)',
      description: 'Upper budget bound label',
    },
    location: {
      id: 'forms.realEstate.location',
      defaultMessage: 'Where?',
      description: 'Heading of the location part of the form (region, city, districts)',
    },
    cityFirst: {
      id: 'forms.realEstate.cityFirst',
      defaultMessage: 'Choose a region first.',
      description: 'Hint of the city list while no region is chosen',
    },
    districts: {
      id: 'forms.realEstate.districts',
      defaultMessage: 'Districts',
      description: 'Legend of the district choices',
    },
    districtsFirst: {
      id: 'forms.realEstate.districtsFirst',
      defaultMessage: 'Choose a city to see its districts.',
      description: 'Shown in place of the districts while no city is chosen',
    },
    districtsNone: {
      id: 'forms.realEstate.districtsNone',
      defaultMessage: 'This city has no districts to choose from.',
      description: 'Shown when the chosen city has no districts',
    },
    districtsCount: {
      id: 'forms.realEstate.districtsCount',
      defaultMessage:
        'Choose up to {max, number} districts. {count, plural, =0 {None chosen yet.} one {# chosen.} other {# chosen.}}',
      description: 'Hint of the districts with the cap ({max}) and how many are chosen ({count})',
    },
    districtsFull: {
      id: 'forms.realEstate.districtsFull',
      defaultMessage:
        'You have chosen the maximum of {max, number} districts. To choose another, remove one first.',
      description: 'Shown when the district cap is reached; the other districts are disabled',
    },
    notes: {
      id: 'forms.realEstate.notes',
      defaultMessage: 'Notes',
      description: 'Label of the notes field',
    },
    notesHint: {
      id: 'forms.realEstate.notesHint',
      defaultMessage:
        'Anything else our team should know, such as the number of rooms. Up to {max, number} characters.',
      description: 'Hint of the notes field with its length limit',
    },
    consent: {
      id: 'forms.realEstate.consent',
      defaultMessage: 'I agree that the sales team contacts me about this request.',
      description: 'The required agreement checkbox',
    },
    submit: {
      id: 'forms.realEstate.submit',
      defaultMessage: 'Send request',
      description: 'Submit button',
    },
    successTitle: {
      id: 'forms.realEstate.successTitle',
      defaultMessage: 'Your request has been sent',
      description: 'Heading of the success screen',
    },
    successBody: {
      id: 'forms.realEstate.successBody',
      defaultMessage:
        'Thank you. Our sales team will call you on {phone} to talk about the home you are looking for.',
      description: 'Text of the success screen; {phone} is the number given',
    },
  }),
  propertyType: formMessages.propertyType,
  region: formMessages.region,
  city: formMessages.city,
};
