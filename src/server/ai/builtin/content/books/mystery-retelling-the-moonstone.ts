import type { BookItem } from '../types';

export const MYSTERY_RETELLING_MOONSTONE = {
  id: 'mystery-retelling-the-moonstone',
  genre: 'mystery',
  kind: 'existing',
  title: 'The Moonstone, Retold',
  author: 'Stillwell Library, after Wilkie Collins',
  retells: { title: 'The Moonstone', author: 'Wilkie Collins' },
  sections: [
    {
      title: 'The Yellow Diamond',
      content: `Long ago, in a temple in India, there was a great *yellow diamond* set in the forehead of a statue of the god of the Moon. Its colour seemed to grow brighter and dimmer with the moon itself, and so people called it the *Moonstone*. For centuries it was guarded by devoted priests, who passed the duty from one generation to the next. It was said that trouble would follow anyone who took it away.

In 1799, during a war, an English soldier named John Herncastle seized the diamond in the confusion of a battle and carried it home to England. His own family turned away from him after that, for they believed he had done something shameful to get it. He lived alone and unloved for the rest of his days, and the diamond stayed locked away.

Almost fifty years later, Herncastle died. In his will he left the Moonstone to his niece, *Rachel Verinder*, as a present for her eighteenth birthday. Some in the family wondered whether it was truly a gift, or a way of passing on his trouble.

Rachel lived with her widowed mother, Lady Verinder, in a fine country house in Yorkshire, near the sea. The house was run by the steward, *Gabriel Betteredge*, an old man with a kind heart, a stubborn mind and a great love of one book, Robinson Crusoe. Whenever he was troubled, he opened it at random and always found some advice that fitted. He was the first to tell this story, and he told it with warmth and a good deal of grumbling.

The diamond was brought to the house by Rachel's cousin, *Franklin Blake*, a lively, charming young man who had been educated all over Europe and could never decide what he wanted to be. Franklin arrived early one summer morning, a month before Rachel's birthday, with the diamond in his pocket. He told Betteredge that he thought he had been followed in London by a dark-faced stranger.

On the very day before Franklin came, Betteredge had seen three Indian men in white robes, travelling as street performers, at the gate of the house. They were accompanied by an English boy. That evening, a young housemaid saw them on the road, whispering and looking towards the house. Franklin and Betteredge talked it over, and they felt sure these men were searching for the Moonstone. They had come, it seemed, to take it back to its temple.

Franklin put the diamond in the bank in the nearby town for safekeeping until the birthday. Meanwhile, he and Rachel became great friends. They spent the long summer days together painting the door of Rachel's little sitting room with flowers, birds and butterflies, using a special mixture that took many hours to dry. Betteredge watched them with a fond eye, for it was clear they were falling in love.

There was one person in the house who watched Franklin with sadness. She was *Rosanna Spearman*, the second housemaid. Rosanna had once, in a hard and hungry time of her life, been a thief, and she had been sent to a reformatory. Lady Verinder had kindly given her a fresh start. She was a quiet, plain girl with one shoulder higher than the other, and she often walked alone on a lonely stretch of beach called the *Shivering Sand*. There the sand was a quicksand that seemed to tremble and shudder as the tide came in. Poor Rosanna had fallen deeply in love with Franklin, though he hardly noticed her at all.

Another cousin, Godfrey Ablewhite, also admired Rachel. He was handsome and smooth-voiced, and much admired for his charity work among the ladies of London. He would come to the birthday too.

As the day drew near, the summer air felt heavy, as though a storm were waiting just beyond the hills.`,
    },
    {
      title: 'The Birthday and the Loss',
      content: `On the morning of Rachel's birthday, Franklin rode to the bank and brought the Moonstone home. When Rachel saw it, she was speechless. It was as large as a plover's egg, and its yellow light seemed to pour out of it like sunshine. She pinned it to the front of her white dress that evening, and all the guests at dinner could hardly look at anything else.

The dinner was not a great success. The table was full of cousins, neighbours and friends, and the talk did not flow easily. Godfrey Ablewhite was quiet, for, as Betteredge later learned, he had asked Rachel to marry him that afternoon and she had kindly refused. Among the guests was the local doctor, *Mr Candy*, a cheerful little man. Franklin had recently given up smoking and was sleeping very badly. Mr Candy offered to give him something to help, and Franklin laughed and said that medicine was no better than groping in the dark. The doctor took offence, though he hid it well. No one thought much more of it at the time.

After dinner, the three Indian performers appeared on the terrace and offered to show some tricks. Franklin sent them away quickly. A guest who had travelled in India, *Mr Murthwaite*, spoke to them sharply in their own language, and they bowed and left. Afterwards he quietly told Franklin that they were not performers at all. They were high-caste priests in disguise, and he believed they would stop at nothing to return the diamond to its temple. He advised sending it to the bank again.

But the bank was far away and it was late. Rachel said she would keep it in her room. She put the Moonstone in an old *Indian cabinet* in her sitting room, a cabinet with no lock, and everyone went to bed.

The next morning, Rachel's maid came running down the stairs. The diamond was *gone*.

The whole house was thrown into confusion. Everyone searched everywhere. Rachel, who had always been frank and open, behaved very strangely. She was pale and angry, and she refused to talk about it. Most puzzling of all, she was cold and cutting towards Franklin, who had been working harder than anyone to help her. She would not even look at him.

A local policeman, Superintendent Seegrave, came to investigate. He was full of importance and got nothing done. He questioned the servants until they were all in tears, and told them sternly to stay out of Rachel's sitting room. As he spoke, he pointed to the painted door, and one of the women's skirts brushed against it. Someone noticed a small *smear* in the paint, just under the lock. Seegrave said it hardly mattered.

Franklin, knowing Seegrave was no use, sent to London for the most famous detective in England, *Sergeant Cuff*.

Sergeant Cuff turned out to be a tall, thin, grey man, dressed all in black, with a voice like a sigh and eyes like cold steel. He looked more like an undertaker than a detective. But Betteredge was surprised to learn that his great passion in life was growing *roses*, and the two of them were soon arguing happily about whether white moss roses grew better on their own roots or when grafted.

Cuff went straight to the painted door. He asked when it had been finished, and learned that the paint took twelve hours to dry. Rachel and Franklin had put on the last touches at three o'clock on the afternoon of the birthday. At midnight, a guest had looked at the door and it was perfect. By the morning, there was a smear.

"So somebody brushed that paint sometime between midnight and morning," said the Sergeant. "Somewhere in this house there is a piece of clothing with a mark of that paint on it. Find that garment, and we will find who took the Moonstone."`,
    },
    {
      title: 'The Shivering Sand',
      content: `Sergeant Cuff asked to see the wardrobe of every person in the house. Everyone agreed except Rachel, who said no, firmly and angrily. Because she refused, Lady Verinder felt she could not ask her guests either, so the search was never done. Cuff did not seem surprised. He only looked thoughtful and went back to his roses.

Meanwhile, Cuff had his eye on *Rosanna Spearman*. He had recognised her at once from the old days when she had been a thief. He learned that she had been seen walking to the nearby town alone, and that she had bought a length of cloth, enough to make a nightgown. She had also been seen with a fire burning in her room late at night, as though she were sewing in secret. Cuff followed her trail to the *Shivering Sand*. There, he felt sure, she had hidden something in the quicksand, tied to a chain and fixed among the rocks.

Betteredge was miserable. He did not believe Rosanna was wicked. She had tried to speak to Franklin several times, and each time he had been too busy or too awkward to listen. She looked at him with such sad, hopeless eyes that Betteredge's heart ached for her.

Then, one grey afternoon, Rosanna was missing. Sergeant Cuff and Betteredge hurried down to the Shivering Sand. A little fishing boy said he had seen her walking alone towards the sea. They followed her footsteps across the beach, into the rocks, and towards the edge of the quicksand. There they stopped. There were no footsteps coming back.

Rosanna was never seen again. The quicksand had taken her.

The household was stricken with grief. Betteredge wept, and Franklin was deeply shaken, though he still did not understand why she had been so troubled. Rosanna's one true friend, a girl from the village called *Limping Lucy*, came to the house in a fury, demanding to see Franklin. She blamed him for Rosanna's sorrow. But she would not say any more, and she went away angry.

Sergeant Cuff gathered his thoughts and put his theory before Lady Verinder. He believed that Rachel herself had taken the diamond, perhaps because she had debts she could not tell anyone about. He thought she had used Rosanna to help hide it, and would sell it in London. Lady Verinder would not hear a word against her daughter. She paid Cuff for his trouble and sent him away.

As he left, Cuff shook hands with Betteredge and made three predictions. They would hear news of Rosanna from the village girl. The three Indians would be heard of in London. And a moneylender in London named Mr Septimus Luker would be heard of too. Betteredge thought it sounded like nonsense. But before long, every one of those predictions came true.

Rachel went to London with her mother. Franklin, hurt by Rachel's coldness and unable to understand it, decided that the kindest thing he could do was go far away. He travelled abroad, to the East and beyond, trying to forget. Betteredge stayed behind in the quiet house by the sea, with his pipe and his Robinson Crusoe, his heart heavy.

The great birthday, which had begun so brightly, had left behind only a mystery, a broken friendship and a lonely beach where the sand shivered as the tide came in. Yet somewhere, Betteredge felt sure, the truth was waiting patiently, like a letter in a drawer, for the right person to open it.

For a long while, nobody did. Autumn came, and the sea grew grey, and the Moonstone's story seemed to have come to a sad and silent stop.`,
    },
    {
      title: 'The Name on the Nightgown',
      content: `In London, life went on, but the shadow of the diamond followed everyone.

Godfrey Ablewhite and Mr Luker, the moneylender Sergeant Cuff had named, were each lured into a strange house on the same day, held down, and searched by unseen hands. Nothing was taken, and neither man was hurt, but the three Indians were clearly still looking for the Moonstone. Someone began to whisper that Godfrey had stolen it, though he firmly denied it.

Lady Verinder, who had been unwell for some time, passed away peacefully, and Rachel was left alone. For a while she agreed to marry Godfrey after all. But soon the family lawyer, kindly old *Mr Bruff*, discovered that Godfrey had been very interested in how much money Rachel would bring with her. When Rachel learned this, she ended the engagement, and Godfrey accepted it with surprising calm.

Then, after more than a year abroad, Franklin's father died, and Franklin came home to England. He went at once to see Rachel, but she refused to meet him. He was heartbroken. He decided that the only way to win back her trust was to find out, once and for all, what had happened to the *Moonstone*.

So he went back to Yorkshire, and there was Betteredge, older and just as fond of him. They went to see Limping Lucy, who at last gave Franklin a letter Rosanna had left for him. It told him to go to the Shivering Sand at low tide and find what she had hidden. He followed her directions, reached down into the sand among the rocks, and pulled up a chain. On the end was a tin case.

Inside was a *nightgown*, stained with the paint from the door. Franklin turned it over, looking for the owner's name. Then he stood very still. The name marked on the nightgown was his own.

Rosanna's letter explained everything from her side. On the morning after the birthday, she had gone to tidy Franklin's room, seen the paint stain on his nightgown and understood what it meant. Because she loved him, she decided to protect him. She made a copy of the nightgown to put back in its place and hid the real one in the sand. She had tried again and again to tell him, and he had never listened.

Franklin was bewildered and shaken. He was absolutely sure he had never taken the diamond. He had no memory of it at all. And yet here was the proof.

With Mr Bruff's help, he arranged to meet Rachel, and at last she could not avoid him. He begged her to tell him what she knew. Rachel looked at him, trembling. Then she told him. On that night, she had been awake in her bedroom. She had seen him, with her own eyes, come into her sitting room with a candle, open the cabinet, take out the diamond, and walk away with it.

She had said nothing to anyone, not to her mother, not to the police. Even while she believed he was a thief, she still loved him too much to let him be shamed. That was why she had refused to let her wardrobe be searched, and why she had been so cold towards him. She could not bear that he seemed to be pretending to search for what he himself had taken.

Franklin was stunned. If Rachel had seen it, it must be true. But how could he have done something and have no memory of it? He left her that day more unhappy than ever, but also more determined. Somewhere, he felt, there was an *explanation*, and he would not rest until he found it.`,
    },
    {
      title: 'The Night Repeated',
      content: `Franklin's search took him to old Mr Candy, the doctor. But Mr Candy had fallen very ill soon after the birthday party, and his memory had never recovered. During his illness, he had been nursed by his assistant, *Ezra Jennings*.

Ezra Jennings was a strange-looking man, with a gentle face and hair that was black in some places and snowy white in others. People in the village did not trust him, because he looked so odd and because there were rumours about his past. But he was one of the kindest and most patient people Franklin had ever met. He was himself very ill, and he took a medicine called *opium* to ease his pain.

While Mr Candy had lain feverish, Jennings had written down every broken word he said. Carefully, he had filled in the gaps, and now he showed Franklin the result. On the night of the birthday, after their argument about medicine, Mr Candy had decided to teach Franklin a playful lesson. He had secretly slipped a dose of *laudanum*, a kind of opium, into Franklin's drink, meaning to tell him in the morning that a good night's sleep had proved him wrong. But on the way home that night, Mr Candy had caught a chill and fallen ill, and he had never told anyone.

Jennings explained that a dose like that, taken by someone who was already restless and worried about the diamond, might make a person move and act in a kind of trance. Franklin might have gone to the cabinet in his sleep, meaning only to keep the diamond *safe*.

To prove it, Jennings suggested an experiment. They would recreate that night as closely as they could. The house was opened up and the rooms arranged as they had been. Franklin gave up smoking again so that he would sleep badly. Rachel, who had heard of the plan, came quietly to the house and waited, hoping with all her heart.

That night, Jennings gave Franklin the same dose. A glass copy of the diamond was placed in the cabinet. Jennings, Betteredge and Mr Bruff watched from the shadows. After a while Franklin rose from his bed, took a candle and walked, as if in a dream, to the sitting room. He opened the cabinet, took the glass diamond and walked back towards his room. Then the dose grew stronger, the false diamond slipped from his hand, and he fell into a deep sleep.

It was proof that he had taken the Moonstone without knowing it. Rachel ran to him the next morning, and everything between them was mended.

But where was the real diamond? The answer came when Sergeant Cuff returned. It had been in a London bank, pledged to Mr Luker, and was about to be collected. Cuff and Mr Bruff set a watch, with a sharp boy called Gooseberry helping them. They followed a bearded sailor from the bank to an inn called the Wheel of Fortune. But the Indians had followed him too, and when Cuff forced open the door of his room, it was too late for the man inside. The little box he carried was empty. Cuff pulled away the false beard, and everyone gasped. It was *Godfrey Ablewhite*.

Godfrey had been in Franklin's room that night. Half asleep, Franklin had handed him the diamond and asked him to take it to the bank. Godfrey, who was secretly deep in debt, had seen his chance and kept it.

Franklin and Rachel were married, and their home was full of happiness. Betteredge was delighted and quoted Robinson Crusoe to everyone.

Far away, Mr Murthwaite, the traveller, stood among a vast crowd at a great moonlit festival in India. The statue of the Moon god was carried high, and in its forehead shone a yellow light. The *Moonstone* was home again. Its three guardians bowed and went their separate ways as pilgrims, and the crowd stood in silence under the quiet sky.`,
    },
  ],
} as const satisfies BookItem;
