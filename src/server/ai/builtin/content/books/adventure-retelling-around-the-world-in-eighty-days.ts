import type { BookItem } from '../types';

export const ADVENTURE_RETELLING_EIGHTY_DAYS = {
  id: 'adventure-retelling-around-the-world-in-eighty-days',
  genre: 'adventure',
  kind: 'existing',
  title: 'Around the World in Eighty Days, Retold',
  author: 'Stillwell Library, after Jules Verne',
  retells: { title: 'Around the World in Eighty Days', author: 'Jules Verne' },
  sections: [
    {
      title: 'A Wager at the Reform Club',
      content: `In the year 1872, in a quiet house on Savile Row in London, lived a gentleman named *Phileas Fogg*. He was calm, polite and very rich, and nobody knew exactly where his money came from. He had no wife and no close family, and he lived by the clock. He rose at exactly the same minute each morning, and walked to his club at exactly the same minute. He ate the same meals and read the same newspapers, and he went home to bed at midnight, precisely. Nothing ever seemed to surprise him, and nothing ever hurried him.

That morning, Mr Fogg had dismissed his servant for bringing him shaving water that was two degrees too cool. A new servant arrived to take his place. He was a cheerful young Frenchman called *Passepartout*, who had been, at various times, a singer, a circus rider, a gymnast and a fireman. Now he wanted nothing more than a quiet, orderly life, and he had heard that Mr Fogg was the most orderly gentleman in England. He was delighted with his new job.

Mr Fogg looked at his watch, told Passepartout that it was now twenty-nine minutes past eleven and that he was hired, and walked out to his club.

The Reform Club was a grand building where gentlemen met to read, dine and play cards. That day, everyone was talking about a great robbery. A well-dressed thief had walked out of the Bank of England with fifty-five thousand pounds, and detectives had been sent to every port in the world to watch for him.

Mr Fogg's friends were sure the thief would escape. The world was so big, one said, that he could hide anywhere. Mr Fogg quietly disagreed. The world, he said, was not as big as it used to be. With the new railways and steamships, a man could now travel all the way around it in *eighty days*.

His friends laughed. It might be possible on paper, they said, but in real life there would be storms, delays, accidents and a thousand other problems.

"Not if you allow for them," said Mr Fogg.

One friend bet him that it could not be done. Mr Fogg calmly replied that he would bet twenty thousand pounds, half of his entire fortune, that he could go around the world in eighty days or fewer. He would leave that very evening, on the 8.45 train. He would return to this very room by a quarter to nine on the evening of the 21st of December. If he failed, the money was theirs.

The gentlemen accepted the *wager*, and Mr Fogg sat down to finish his game of cards as if nothing had happened.

At ten minutes to eight, he arrived home. Passepartout, who had been looking forward to a peaceful evening, was astonished to hear that they would be leaving for a journey around the world in ten minutes' time.

Mr Fogg explained that there would be no heavy luggage. One small carpet-bag would do, with a couple of shirts and a few pairs of stockings each. Anything else they needed, they would buy as they went.

Into the bag he placed a thick roll of banknotes, twenty thousand pounds, all the money he had left for the journey. He gave it to Passepartout to carry and told him to take great care of it. Passepartout clutched it as if it might bite him.

At the station, Mr Fogg's friends from the club were there to see him off. He showed them his passport, which he would have stamped along the way as proof of his route. Then the whistle blew, and the train pulled away into the dark, rainy night.

Passepartout sat in the carriage, still in shock. Then, suddenly, he gave a cry of despair. In his hurry, he had left the gas lamp burning in his room at home. Mr Fogg replied calmly that it would burn at Passepartout's expense until they returned.`,
    },
    {
      title: 'An Elephant and a Rescue',
      content: `News of the wager spread quickly. The newspapers were soon full of it, and people bet on whether Mr Fogg would succeed. Then a telegram arrived in London from a detective named *Fix*, who was waiting at the port of Suez, in Egypt. Fix had seen Mr Fogg pass through, and he thought Fogg looked exactly like the description of the bank robber. He was sure the wager was a clever trick to escape with the stolen money. He asked London to send him a warrant to arrest Fogg.

The warrant did not arrive in time, so Fix did the only thing he could. He followed. He made friends with Passepartout on the ship, pretending to be a fellow traveller, and kept watch on Mr Fogg all the way to India.

Mr Fogg did not notice. He spent his days on the ship eating his meals, playing cards and keeping a careful record of his progress in a little notebook, noting each day gained or lost.

In Bombay, Passepartout wandered into a beautiful temple, not knowing he should have taken off his shoes. The priests were upset and chased him out, and he escaped without his shoes, just in time to catch the train with Mr Fogg.

The train sped across India. Then, in the middle of a forest, it stopped. The newspapers in London had said the railway was finished, but in fact there were still fifty miles with no track at all. The passengers had to find their own way.

Mr Fogg was not troubled. He went into the village and bought an *elephant* named Kiouni, for a very large sum, and hired a young guide to lead them. He, Passepartout and a friendly officer named Sir Francis Cromarty, who had been on the train, climbed into seats on its back and set off through the jungle.

In the forest, they came upon a slow and solemn procession. The guide explained, in a worried whisper, what it was. A young woman was being taken to a temple, where by an old and cruel custom, she was to be made to share her late husband's fate the next morning. She had not chosen it. She was being forced.

Mr Fogg listened. Then he looked at his notebook and said quietly that he happened to be twelve hours ahead of his plan, and he could think of no better way to spend them.

The guide told them more. The young woman's name was *Aouda*. She was the daughter of a rich merchant, educated in English and known for her kindness and beauty. After her parents died, she had been married against her will to an old rajah, and now his relatives wanted her out of the way.

All night, the friends tried to reach her, but the temple was too well guarded. As the sun rose, it seemed that nothing could be done. Then, at the very last moment, the crowd cried out in terror. The figure of the old rajah seemed to rise up from where he lay, lift the young woman in his arms, and walk calmly through the astonished crowd.

It was *Passepartout*. In the darkness, he had slipped in and taken the rajah's place, wearing his robes. The guards fell to the ground in fear, thinking a miracle had happened. Passepartout carried Aouda straight to the elephant, and they hurried away into the forest before anyone understood the trick.

Aouda had been given something to make her drowsy, and she did not wake until they were far away. When she learned what had happened, and that these strangers had risked their lives to save her, she thanked them with tears in her eyes. Mr Fogg offered to take her safely to a relative in Hong Kong.

At the next railway station, Mr Fogg paid the guide generously. Then, to the young man's astonishment, he gave him the elephant Kiouni as a present. Passepartout laughed with delight, and Kiouni waved her trunk as the train pulled away.`,
    },
    {
      title: 'Missed Ships and Friends Found',
      content: `In Calcutta, there was an unpleasant surprise. Mr Fogg and Passepartout were arrested and taken before a judge. The priests from the temple in Bombay had followed them, with Passepartout's lost shoes as evidence. It was Detective Fix who had arranged it, hoping to keep Fogg in India until his warrant came. The judge ordered them to stay in prison for a week, but Mr Fogg calmly paid a large sum of money so that they could go free, and they boarded their ship for Hong Kong just in time.

On the voyage, Aouda grew more and more grateful to her rescuer. Mr Fogg was always kind and courteous to her, though he never showed any feelings at all. She began to wonder what kind of heart lay behind his calm, still face.

In Hong Kong, they learned that Aouda's relative had moved away to Europe. Mr Fogg said simply that she must come with them to England.

Meanwhile, Detective Fix was growing desperate. The warrant still had not come, and once Fogg left Hong Kong, he would be beyond the reach of British law until he reached home. So Fix decided to tell Passepartout everything. He took him to a tavern and explained that he believed Mr Fogg was the bank robber, and asked Passepartout to help delay him.

Passepartout was indignant. His master was the most honest man in the world! But he had just discovered that their ship, the *Carnatic*, was leaving that evening instead of the next morning, and he had not yet told Mr Fogg. Fix saw his chance. He kept filling Passepartout's glass with strong drink until the poor fellow fell into a heavy sleep on a bench.

When Passepartout finally woke, hours later, he stumbled to the dock and boarded the Carnatic just as it sailed. Only then did he realise that Mr Fogg and Aouda were not on board. He had forgotten to tell them.

Mr Fogg found himself in Hong Kong without his servant and without a ship. He did not complain. He simply searched the harbour until he found a small, swift sailing boat called the *Tankadere*, and offered its captain a huge reward to take them to Shanghai in time to catch the big steamer to Yokohama, in Japan. Detective Fix, pretending to be a friendly fellow traveller, asked to come too. Mr Fogg politely agreed.

The little boat raced northward along the coast through a terrible storm, tossed about like a leaf on the great grey waves. Through it all, Mr Fogg sat calmly on deck, and Aouda showed no fear at all. They reached Shanghai just as the great steamer was leaving, and by firing a signal gun and raising flags, they managed to stop it and climb aboard.

Poor Passepartout, meanwhile, had arrived in Yokohama without a penny in his pocket. Hungry and alone, he found work with a troupe of acrobats called the Long Noses, who wore enormous painted noses and built great towers of people on stage. He was at the very bottom of a human pyramid when he spotted Mr Fogg and Aouda in the audience. He leapt up with a shout, and the whole tower of acrobats came tumbling down.

Passepartout threw himself at his master's feet and confessed everything, except for what Fix had told him about the robbery. Mr Fogg said nothing in reproach. He simply paid the circus owner for the damage, bought Passepartout some new clothes, and led him to the ship for San Francisco.

That evening, out on the vast, calm Pacific, the three friends stood together at the rail. The sun was setting in gold and rose, and the sea stretched away, smooth and endless. Aouda smiled at Passepartout, and Passepartout smiled back. Even Mr Fogg, it seemed, looked very slightly *content*.

They were halfway around the world, and they were together again.`,
    },
    {
      title: 'Across America and the Atlantic',
      content: `They landed in San Francisco and had a few hours to explore the busy, noisy city. They wandered into the middle of a political rally that turned into a great scuffle, and Mr Fogg was jostled by a rough man named Colonel Proctor. Fix, who had followed them all the way, helped to pull Mr Fogg clear. He had decided that now he must help Mr Fogg get home to England as fast as possible, where he could finally arrest him.

Then they boarded the great *railway* that crossed America from the Pacific to the Atlantic. The train wound up through snowy mountains and across wide plains. Once, a vast herd of bison crossed the tracks, and the train had to wait for hours while thousands of shaggy animals streamed slowly past. Another time, the driver found that a bridge ahead was too weak to hold the train. Instead of stopping, he drove the train across it at such a tremendous speed that it flew over. Just as the last carriage reached the far side, the bridge crashed into the river below.

Then, on the wide plains, a band of riders attacked the train. There was shouting and confusion. The passengers defended themselves bravely. Passepartout, who had been an acrobat, climbed under the carriages as the train rushed on and unhooked the engine, so that the train slowed to a halt near a fort with soldiers. But when the danger had passed, Passepartout and two other passengers were missing. The riders had carried them away.

Mr Fogg did not hesitate. Although it might cost him the wager, he asked for volunteers among the soldiers and set out into the snow to find his servant. Aouda and Fix waited anxiously all night at the fort. The next morning, Mr Fogg returned with Passepartout and the others, all safe. But the train had gone on without them.

They were now twenty hours behind. Then Fix found a man with a strange vehicle: a *sledge* with a sail, built for skimming across the frozen snow. They set off across the white plains, flying before the wind, faster than any train. They arrived in Omaha just in time to catch a train for Chicago, and from Chicago they raced on to New York.

They reached the harbour in New York at last, only to discover that the steamship for Liverpool had left *forty-five minutes* earlier.

Any other man might have given up. Mr Fogg simply began to search the harbour. He found a small trading ship called the *Henrietta*, about to sail for France. Its captain, a stubborn, grumpy man, refused to go to Liverpool for any price. So Mr Fogg paid him to take them to France instead, and they set off.

By the next day, it was Mr Fogg who was giving the orders. He had quietly paid the crew, who were happy to help him. The captain was shut in his cabin, furious, and Mr Fogg steered the Henrietta towards Liverpool.

The ship raced across the Atlantic, but it was burning its coal too quickly. Soon there was none left. Mr Fogg went to the captain and offered to buy the whole ship from him. The captain, still very cross, agreed, for a high price. Then Mr Fogg ordered the crew to burn the *wooden parts* of the ship to keep the engines going.

The cabins went into the furnace, then the bunks, then the masts and the rails. Passepartout worked with a will, chopping wood and singing. Even the grumpy captain began to admire this astonishing gentleman.

By the time the Henrietta reached the coast of Ireland, she was little more than a bare iron shell, but her engine was still running. They landed, caught a fast train and a ferry, and on the 21st of December, at twenty minutes to midday, Mr Fogg stepped ashore at Liverpool. London was only six hours away. He had nearly nine hours left.

He had done it. Or so it seemed.`,
    },
    {
      title: 'The Day That Was Gained',
      content: `As Mr Fogg stepped onto the dock at Liverpool, a hand fell on his shoulder. It was Detective Fix, holding up his warrant at last.

In the name of the Queen, he announced, Phileas Fogg was under arrest.

Mr Fogg was led away and locked in a small room at the customs house. Passepartout and Aouda were in despair. Mr Fogg sat calmly on a wooden bench, took out his watch, and waited.

Three hours later, the door burst open. Fix rushed in, out of breath and pale with embarrassment. There had been a terrible mistake. The real bank robber had been caught three days earlier, in Edinburgh. Mr Fogg was free.

Mr Fogg stood up, looked at Fix for a moment, and then, with one quick and very firm push, sent him sitting on the floor. Passepartout thought it was the most sensible thing his master had ever done.

But the delay had been fatal. Mr Fogg hired a special train, and it raced towards London. But when he stepped onto the platform in London, the station clock read ten minutes to nine. He had arrived *five minutes late*.

He had lost the wager. He had spent almost all his money on the journey, and now the rest would go to his friends at the club. Phileas Fogg was ruined.

He went home to Savile Row without a word. Passepartout turned off the gas lamp, which had been burning all this time. All the next day Mr Fogg stayed in his room. Passepartout watched him anxiously.

That evening, Mr Fogg went to see Aouda. He apologised that he could not give her the comfortable life he had hoped to offer her in England. Aouda listened, and then she took his hand. She asked him whether he would accept her, not as a guest, but as his *wife*. She loved him, she said, and she wanted to share his life, whether he was rich or poor.

For the first time, Mr Fogg's calm face changed. His eyes shone. He told her that he loved her, and that he was entirely hers.

Passepartout was overjoyed. Mr Fogg sent him to the parish clergyman to arrange for the wedding to take place the next day, Monday. Passepartout hurried off, beaming.

Ten minutes later, he came racing back, wild-eyed and breathless. His hair was standing on end. He could hardly speak.

"Master! The wedding is impossible tomorrow! Tomorrow is Sunday!"

"Monday," said Mr Fogg.

"No! Today is Saturday!"

It was true. Because they had travelled around the world towards the east, towards the rising sun, each day of their journey had been a little shorter than a day in London. Altogether, without noticing, they had *gained a whole day*. Mr Fogg had not arrived a day late. He had arrived a day early. It was still the evening of the 21st of December, and it was now twelve minutes past eight.

There were only thirty-three minutes left. Passepartout seized his master by the collar and dragged him out of the house. They jumped into a cab, promised the driver a huge reward, and rattled through the streets of London faster than any cab had ever gone before.

At the Reform Club, the gentlemen sat watching the great clock. It was a quarter to nine, almost exactly. One more second, and they had won. Then the door swung open, and a calm voice said, "Here I am, gentlemen."

Phileas Fogg had gone *around the world in eighty days*.

He won his twenty thousand pounds. He had spent nearly as much on the journey, so he was hardly richer than before. He shared what was left between the loyal Passepartout and the unlucky Fix, whom he had forgiven.

Two days later, Phileas Fogg and Aouda were married, with Passepartout proudly giving the bride away.

So what had Mr Fogg gained from his great journey around the world? Nothing at all, you might say, except a lovely wife and the happiest life a man could hope for. And truly, would that not be reason enough for anyone to go around the world?`,
    },
  ],
} as const satisfies BookItem;
