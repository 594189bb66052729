// Small stop-word lists for keyword density and summaries: the function words that would otherwise top every list.
// Deliberately short (common articles, pronouns, auxiliaries, prepositions, conjunctions), not a linguistic corpus.

export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on ' +
    'once only or other our ours ourselves out over own same she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up very was we were what when where which ' +
    'while who whom why will with would you your yours yourself yourselves also may might must shall us let get got ' +
    "i'm it's don't doesn't didn't isn't aren't wasn't weren't can't won't you're we're they're that's there's"
  ).split(' '),
)

export const HINDI_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'का की के को से में पर ने है हैं था थी थे हो होता होती होते हुआ हुई हुए और या एक यह वह ये वे इस उस इन उन इसे उसे ' +
    'इसका उसका इसकी उसकी इसके उसके तो भी ही न नहीं ना कि जो जब तक तब कर करना करने करते करता करती किया किए लिए ' +
    'साथ बाद पहले अपना अपनी अपने मैं हम तुम आप मेरा मेरी मेरे हमारा हमारी हमारे तुम्हारा आपका आपकी आपके ' +
    'कुछ सब सभी कोई किसी कौन क्या क्यों कैसे कहाँ यहाँ वहाँ अब रहा रही रहे गया गई गए जा जाता जाती जाते ' +
    'दिया दी दिए लेकिन परंतु अगर वाला वाली वाले बहुत ऐसा ऐसी ऐसे जैसे द्वारा तथा एवं'
  ).split(' '),
)
