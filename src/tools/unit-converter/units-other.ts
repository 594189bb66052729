// Volume, mass, temperature, speed, fuel economy, data, time, pressure, energy. Exact definitions where
// they exist (US gallon 231 in³, imperial gallon 4.54609 L, mile 1609.344 m, kcal = 4184 J thermochemical).
import type { UnitCategory } from './unit-types'

const LB = 0.45359237
const US_GAL = 3.785411784
const UK_GAL = 4.54609

export const VOLUME: UnitCategory = {
  id: 'volume',
  en: 'Volume',
  hi: 'आयतन',
  base: 'l',
  units: [
    { id: 'ml', symbol: 'ml', en: 'millilitre', hi: 'मिलीलीटर', aliases: ['milliliter'], factor: 0.001 },
    { id: 'l', symbol: 'L', en: 'litre', hi: 'लीटर', aliases: ['liter'], factor: 1 },
    { id: 'cu-m', symbol: 'm³', en: 'cubic metre', hi: 'घन मीटर', factor: 1000 },
    { id: 'cu-ft', symbol: 'ft³', en: 'cubic foot', hi: 'घन फ़ुट', factor: 28.316846592 },
    { id: 'us-gal', symbol: 'gal (US)', en: 'US gallon', hi: 'अमेरिकी गैलन', factor: US_GAL },
    { id: 'uk-gal', symbol: 'gal (UK)', en: 'imperial gallon', hi: 'इंपीरियल गैलन', factor: UK_GAL },
    { id: 'cup', symbol: 'cup', en: 'cup (metric)', hi: 'कप', factor: 0.25 },
    { id: 'tbsp', symbol: 'tbsp', en: 'tablespoon', hi: 'बड़ा चम्मच', factor: 0.015 },
    { id: 'tsp', symbol: 'tsp', en: 'teaspoon', hi: 'छोटा चम्मच', factor: 0.005 },
  ],
}

export const MASS: UnitCategory = {
  id: 'mass',
  en: 'Weight and mass',
  hi: 'वज़न',
  base: 'kg',
  units: [
    { id: 'mg', symbol: 'mg', en: 'milligram', hi: 'मिलीग्राम', factor: 1e-6 },
    { id: 'g', symbol: 'g', en: 'gram', hi: 'ग्राम', factor: 0.001 },
    { id: 'kg', symbol: 'kg', en: 'kilogram', hi: 'किलोग्राम', aliases: ['kilo'], factor: 1 },
    { id: 'quintal', symbol: 'q', en: 'quintal', hi: 'क्विंटल', note: '100 kg', factor: 100 },
    { id: 'tonne', symbol: 't', en: 'tonne', hi: 'टन', aliases: ['metric ton'], factor: 1000 },
    {
      id: 'tola',
      symbol: 'tola',
      en: 'tola',
      hi: 'तोला',
      note: '11.6638038 g (180 grains, Indian standard)',
      factor: 0.0116638038,
    },
    { id: 'carat', symbol: 'ct', en: 'carat', hi: 'कैरेट', factor: 0.0002 },
    { id: 'lb', symbol: 'lb', en: 'pound', hi: 'पाउंड', aliases: ['lbs'], factor: LB },
    { id: 'oz', symbol: 'oz', en: 'ounce', hi: 'औंस', factor: LB / 16 },
  ],
}

export const TEMPERATURE: UnitCategory = {
  id: 'temperature',
  en: 'Temperature',
  hi: 'तापमान',
  base: 'k',
  units: [
    {
      id: 'c',
      symbol: '°C',
      en: 'Celsius',
      hi: 'सेल्सियस',
      aliases: ['centigrade'],
      factor: 1,
      offset: 273.15,
    },
    { id: 'f', symbol: '°F', en: 'Fahrenheit', hi: 'फ़ारेनहाइट', factor: 5 / 9, offset: 459.67 },
    { id: 'k', symbol: 'K', en: 'kelvin', hi: 'केल्विन', factor: 1 },
  ],
}

export const SPEED: UnitCategory = {
  id: 'speed',
  en: 'Speed',
  hi: 'गति',
  base: 'm-s',
  units: [
    { id: 'm-s', symbol: 'm/s', en: 'metre per second', hi: 'मीटर प्रति सेकंड', factor: 1 },
    {
      id: 'km-h',
      symbol: 'km/h',
      en: 'kilometre per hour',
      hi: 'किलोमीटर प्रति घंटा',
      aliases: ['kmph', 'kph'],
      factor: 1 / 3.6,
    },
    { id: 'mph', symbol: 'mph', en: 'mile per hour', hi: 'मील प्रति घंटा', factor: 0.44704 },
    { id: 'knot', symbol: 'kn', en: 'knot', hi: 'नॉट', factor: 1852 / 3600 },
  ],
}

// Fuel economy: L/100 km is the reciprocal of km/L, so those units convert through `inverse`.
export const FUEL_ECONOMY: UnitCategory = {
  id: 'fuel-economy',
  en: 'Fuel economy',
  hi: 'माइलेज',
  base: 'km-l',
  units: [
    {
      id: 'km-l',
      symbol: 'km/L',
      en: 'kilometre per litre',
      hi: 'किलोमीटर प्रति लीटर',
      aliases: ['kmpl', 'mileage'],
      factor: 1,
    },
    { id: 'l-100km', symbol: 'L/100 km', en: 'litres per 100 km', hi: 'लीटर प्रति 100 किमी', inverse: 100 },
    {
      id: 'mpg-us',
      symbol: 'mpg (US)',
      en: 'miles per US gallon',
      hi: 'मील प्रति अमेरिकी गैलन',
      aliases: ['mpg'],
      factor: 1.609344 / US_GAL,
    },
    {
      id: 'mpg-uk',
      symbol: 'mpg (UK)',
      en: 'miles per imperial gallon',
      hi: 'मील प्रति इंपीरियल गैलन',
      factor: 1.609344 / UK_GAL,
    },
  ],
}

export const DATA: UnitCategory = {
  id: 'data',
  en: 'Data size',
  hi: 'डेटा आकार',
  base: 'byte',
  units: [
    { id: 'bit', symbol: 'bit', en: 'bit', hi: 'बिट', factor: 1 / 8 },
    { id: 'byte', symbol: 'B', en: 'byte', hi: 'बाइट', factor: 1 },
    { id: 'kb', symbol: 'kB', en: 'kilobyte (1000 B)', hi: 'किलोबाइट', factor: 1e3 },
    { id: 'mb', symbol: 'MB', en: 'megabyte', hi: 'मेगाबाइट', factor: 1e6 },
    { id: 'gb', symbol: 'GB', en: 'gigabyte', hi: 'गीगाबाइट', factor: 1e9 },
    { id: 'tb', symbol: 'TB', en: 'terabyte', hi: 'टेराबाइट', factor: 1e12 },
    { id: 'kib', symbol: 'KiB', en: 'kibibyte (1024 B)', hi: 'किबिबाइट', factor: 1024 },
    { id: 'mib', symbol: 'MiB', en: 'mebibyte', hi: 'मेबिबाइट', factor: 1024 ** 2 },
    { id: 'gib', symbol: 'GiB', en: 'gibibyte', hi: 'गिबिबाइट', factor: 1024 ** 3 },
    { id: 'tib', symbol: 'TiB', en: 'tebibyte', hi: 'टेबिबाइट', factor: 1024 ** 4 },
  ],
}

export const TIME: UnitCategory = {
  id: 'time',
  en: 'Time',
  hi: 'समय',
  base: 's',
  units: [
    { id: 'ms', symbol: 'ms', en: 'millisecond', hi: 'मिलीसेकंड', factor: 0.001 },
    { id: 's', symbol: 's', en: 'second', hi: 'सेकंड', aliases: ['sec'], factor: 1 },
    { id: 'min', symbol: 'min', en: 'minute', hi: 'मिनट', factor: 60 },
    { id: 'h', symbol: 'h', en: 'hour', hi: 'घंटा', aliases: ['hr'], factor: 3600 },
    { id: 'day', symbol: 'd', en: 'day', hi: 'दिन', factor: 86_400 },
    { id: 'week', symbol: 'wk', en: 'week', hi: 'सप्ताह', aliases: ['हफ़्ता'], factor: 604_800 },
    {
      id: 'year',
      symbol: 'yr',
      en: 'year (365.2425 days)',
      hi: 'वर्ष',
      aliases: ['साल'],
      factor: 365.2425 * 86_400,
    },
  ],
}

export const PRESSURE: UnitCategory = {
  id: 'pressure',
  en: 'Pressure',
  hi: 'दाब',
  base: 'pa',
  units: [
    { id: 'pa', symbol: 'Pa', en: 'pascal', hi: 'पास्कल', factor: 1 },
    { id: 'kpa', symbol: 'kPa', en: 'kilopascal', hi: 'किलोपास्कल', factor: 1000 },
    { id: 'bar', symbol: 'bar', en: 'bar', hi: 'बार', factor: 1e5 },
    {
      id: 'psi',
      symbol: 'psi',
      en: 'pound per square inch',
      hi: 'पीएसआई',
      note: 'tyre pressure',
      factor: 6894.757293168,
    },
    { id: 'atm', symbol: 'atm', en: 'atmosphere', hi: 'वायुमंडल', factor: 101_325 },
    { id: 'mmhg', symbol: 'mmHg', en: 'millimetre of mercury', hi: 'मिमी पारा', factor: 133.322387415 },
  ],
}

export const ENERGY: UnitCategory = {
  id: 'energy',
  en: 'Energy',
  hi: 'ऊर्जा',
  base: 'j',
  units: [
    { id: 'j', symbol: 'J', en: 'joule', hi: 'जूल', factor: 1 },
    { id: 'kj', symbol: 'kJ', en: 'kilojoule', hi: 'किलोजूल', factor: 1000 },
    { id: 'cal', symbol: 'cal', en: 'calorie', hi: 'कैलोरी', factor: 4.184 },
    { id: 'kcal', symbol: 'kcal', en: 'kilocalorie', hi: 'किलोकैलोरी', factor: 4184 },
    { id: 'wh', symbol: 'Wh', en: 'watt-hour', hi: 'वाट-घंटा', factor: 3600 },
    {
      id: 'kwh',
      symbol: 'kWh',
      en: 'kilowatt-hour (unit)',
      hi: 'किलोवाट-घंटा (यूनिट)',
      aliases: ['unit', 'यूनिट'],
      factor: 3.6e6,
    },
  ],
}
