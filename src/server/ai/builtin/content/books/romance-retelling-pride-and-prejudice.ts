import type { BookItem } from '../types';

export const ROMANCE_RETELLING_PRIDE_AND_PREJUDICE = {
  id: 'romance-retelling-pride-and-prejudice',
  genre: 'romance',
  kind: 'existing',
  title: 'Pride and Prejudice, Retold',
  author: 'Stillwell Library, after Jane Austen',
  retells: { title: 'Pride and Prejudice', author: 'Jane Austen' },
  sections: [
    {
      title: 'A Stranger at the Ball',
      content: `In the quiet English village of Longbourn lived the *Bennet* family: Mr and Mrs Bennet and their five daughters. Mr Bennet was clever and dry, and he liked nothing better than a peaceful afternoon in his library. Mrs Bennet was nervous and chatty, and she had only one great aim in life: to see all five of her daughters happily married. This mattered more than it might seem, for the Bennets' house could not pass to a daughter. When Mr Bennet died, it would go to a distant male cousin, and the girls might have very little.

The eldest daughter, *Jane*, was beautiful and gentle and always believed the best of everyone. The second, *Elizabeth*, was lively and quick-witted, with fine dark eyes and a great love of laughing at anything foolish. Then came bookish Mary, and the two youngest, Kitty and Lydia, who were silly and giddy and thought of nothing but officers and bonnets.

One day the news went round that Netherfield Park, a large house nearby, had been rented by a wealthy young gentleman named *Mr Bingley*. Mrs Bennet could hardly contain herself. A single man with a good fortune, she declared, must surely be in want of a wife, and why not one of her girls?

Soon there was a public ball in the nearby town, and Mr Bingley came, bringing his two sisters and his closest friend. Mr Bingley was everything pleasant. He was cheerful and friendly, and he danced every dance. He admired Jane at once and danced with her twice.

His friend, *Mr Darcy*, was even richer, with a grand estate in Derbyshire called Pemberley. He was tall and handsome, and for the first half of the evening everyone admired him. But he danced only with Bingley's sisters, refused to be introduced to anyone else, and walked about the room looking bored and proud. By the end of the night, the whole room had decided he was the most disagreeable man in the world.

At one point Mr Bingley urged his friend to dance with Elizabeth, who was sitting down nearby. Mr Darcy glanced at her and said, loud enough for her to hear, that she was tolerable, but not handsome enough to tempt him. Elizabeth was not hurt so much as amused. She told the story to her friends with great delight, and decided she would never like Mr Darcy as long as she lived.

But as the weeks went on, something curious happened. Mr Darcy began to notice Elizabeth. He found that her dark eyes were uncommonly intelligent, and that her easy, playful manner was charming. He listened to her conversations. He watched her across rooms. Elizabeth, who was quite sure he was only looking at her to find fault, never suspected a thing.

One rainy day, Jane rode over to Netherfield and caught a bad cold. She had to stay there to recover. Elizabeth, worried about her sister, walked three miles across muddy fields to see her, arriving with her cheeks glowing and her petticoat six inches deep in mud. Mr Bingley's sisters, especially the elegant *Caroline Bingley*, were shocked. Caroline hoped to marry Mr Darcy herself, and she laughed about Elizabeth's muddy walk. But Mr Darcy only remarked that the exercise had brightened her eyes.

For several days, Elizabeth stayed at Netherfield to nurse Jane. In the evenings she talked and argued with Mr Darcy, teasing him about his pride. He found himself enjoying it more than he liked to admit, and he began to feel he was in some danger of being *enchanted*. Caroline Bingley grew more and more jealous.

When Jane was well again, the two sisters went home. Mr Darcy was almost relieved. He decided to be very careful, and he hardly spoke to Elizabeth during their last day. But she had made an impression on him that would not fade so easily.`,
    },
    {
      title: 'A Proposal and a Charming Stranger',
      content: `Soon after, a letter arrived from Mr Bennet's cousin, *Mr Collins*, the man who would one day inherit Longbourn. He was a clergyman, and he announced that he would come to visit. He wished, he said, to make amends to the family, and Mrs Bennet quickly guessed that he meant to choose a wife from among her daughters.

Mr Collins was a tall, heavy young man who was very solemn and very silly at the same time. He spoke endlessly about his noble patroness, *Lady Catherine de Bourgh*, who had given him his position. He praised everything in the house, including the potatoes, and bowed a great deal. He had first meant to propose to Jane, but on hearing she was likely to be engaged soon, he turned his attention to Elizabeth.

At about the same time, a regiment of soldiers came to stay in the nearby town of Meryton. Kitty and Lydia were thrilled. Among the officers was a very handsome, charming young man called *Mr Wickham*. Elizabeth liked him at once. He was easy to talk to and full of warm attention.

One evening, Wickham told Elizabeth his sad story. He had grown up at Pemberley, he said, where his father had worked for Mr Darcy's father. The old Mr Darcy had loved him like a son and promised him a good position as a clergyman. But the young Mr Darcy, out of jealousy, had refused to honour the promise and left him with nothing. Elizabeth was indignant. This, she thought, was exactly what she would expect of such a proud man. She believed every word.

Mr Bingley held a grand ball at Netherfield. Elizabeth had hoped to dance with Wickham, but he did not come. To her surprise, Mr Darcy asked her to dance, and she was so startled that she said yes. They had a prickly conversation, and she mentioned Wickham on purpose. Mr Darcy's face darkened, but he would not explain. The rest of the evening was a small disaster for the Bennets. Mrs Bennet talked loudly about Jane marrying Mr Bingley. Mary sang too long. Mr Collins introduced himself to Mr Darcy without being invited, which was not at all proper. Mr Darcy watched it all in silence.

The next morning, Mr Collins proposed to Elizabeth. He explained, at great length, his reasons for marrying, and told her that Lady Catherine would approve. Elizabeth politely refused. He did not believe her, thinking young ladies always said no at first. She refused again, firmly. Mrs Bennet was furious and demanded that Mr Bennet make her accept. Mr Bennet told Elizabeth, with a twinkle, that her mother would never see her again if she did not marry Mr Collins, and he would never see her again if she did.

Within three days, Mr Collins had proposed to Elizabeth's dear friend *Charlotte Lucas*, and Charlotte had accepted. Elizabeth was astonished. Charlotte explained calmly that she was twenty-seven, not romantic, and only wanted a comfortable home. Elizabeth felt a little sad for her friend, though she tried to understand.

Then came a much greater sorrow. Mr Bingley went to London on business and did not return. A letter from Caroline told Jane that the whole party had left Netherfield for the winter, and hinted that Mr Bingley might marry Mr Darcy's young sister, Georgiana. Jane was heartbroken, but she hid it quietly and said she had only imagined his affection.

Elizabeth was sure that Bingley's sisters, and perhaps Mr Darcy, had persuaded him to stay away. Her dislike of Mr Darcy grew stronger than ever.

The winter passed slowly. Jane went to stay with their kind aunt and uncle, the *Gardiners*, in London, but Mr Bingley never came to call. Wickham, meanwhile, turned his attention to a young lady who had just inherited some money. Elizabeth was not deeply hurt, only a little wiser.`,
    },
    {
      title: 'The Letter',
      content: `In the spring, Elizabeth went to visit Charlotte in her new home, the neat little parsonage at Hunsford in Kent. To her surprise, Charlotte seemed content. She had arranged things so that Mr Collins spent most of his time in the garden, and she had a pleasant little room of her own.

Very close by stood *Rosings Park*, the great house of Lady Catherine de Bourgh. Elizabeth was invited to dinner there often. Lady Catherine was a tall, large woman with a commanding voice, who gave her opinion on everything, from how to raise children to how to arrange furniture. She was astonished that Elizabeth answered her questions so freely. No one, it seemed, had ever argued with her before.

Soon, two visitors arrived at Rosings. They were Lady Catherine's nephews, the friendly *Colonel Fitzwilliam*, and Mr Darcy himself. Elizabeth had not expected to see him. He called at the parsonage often and sometimes seemed to meet her by chance on her favourite walks in the park. Charlotte wondered privately whether he was in love with her friend, but Elizabeth laughed at the idea.

One day, walking with Colonel Fitzwilliam, Elizabeth learned something that made her blood run hot. The Colonel mentioned, quite innocently, that Darcy had lately saved a friend from a most unsuitable marriage. He did not name the friend, but Elizabeth knew at once that it was Bingley, and that the unsuitable lady was her own dear Jane. She went back to the parsonage with a headache and stayed home that evening.

While she was alone, the doorbell rang, and to her great surprise, Mr Darcy walked in. He paced the room. Then he burst out that he had struggled against his feelings, but it was no use. He *loved* her, and he asked her to marry him.

But he did not stop there. He also explained, at length, how much he had fought against this love, because her family was so far beneath his own, and because of their foolish behaviour.

Elizabeth's colour rose. She refused him. She told him that even if she had felt differently, she could never accept a man who had ruined her sister's happiness, and who had treated Mr Wickham so cruelly. And, she added, his manner of asking had shown his pride and his disregard for the feelings of others. From the very beginning of their acquaintance, she said, she had felt he was the last man in the world she could ever be persuaded to marry.

Mr Darcy went pale. He begged her pardon for having taken up so much of her time, and left.

The next morning, as Elizabeth walked in the park, Mr Darcy came towards her and handed her a *letter*. Then he bowed and walked away.

She read it, standing under the trees. He did not renew his offer. He wished only to answer the two charges she had made.

About Jane, he admitted he had persuaded Bingley to leave. He had watched Jane closely, and her calm, gentle manner had not shown that she loved his friend. He had truly believed she did not care.

About Wickham, the truth was very different from what she had heard. Wickham had been offered the position as a clergyman and had chosen to take a large sum of money instead. He had spent it all quickly on idle living. Then he had tried to persuade Darcy's fifteen-year-old sister, Georgiana, to run away with him, because she would inherit a fortune. Darcy had discovered it just in time.

Elizabeth read the letter again, and then again. Slowly, with a sinking heart, she saw that it was true. She had been proud of her quick judgement, and she had been blind. She had believed Wickham because he flattered her, and judged Darcy because he had wounded her pride.

She walked on alone under the spring trees for a long time, feeling, for the first time, that she was only just beginning to *know herself*.`,
    },
    {
      title: 'Pemberley',
      content: `Elizabeth went home to Longbourn quieter and more thoughtful than before. She told Jane everything about the proposal and the letter, though she kept the part about Bingley to herself, not wanting to hurt her sister again.

That summer, the regiment left Meryton for the seaside town of Brighton. Lydia, the youngest and giddiest Bennet, was invited to go with the colonel's young wife. Elizabeth privately begged her father to forbid it, but Mr Bennet, who hated arguments, let Lydia go.

Elizabeth, meanwhile, went on a holiday tour of the countryside with her aunt and uncle, *Mr and Mrs Gardiner*, whom she loved dearly. Their journey took them into Derbyshire. Mrs Gardiner wanted very much to see *Pemberley*, Mr Darcy's home, which was famous for its beauty. Elizabeth was horrified at the idea of meeting him there, but the housekeeper at the inn said the family was away, so she agreed.

Pemberley took her breath away. It was a large, handsome stone house standing on rising ground, with a stream in front and wooded hills behind. It was grand, but not showy, and everything about it seemed to have good taste. Elizabeth thought that to be mistress of Pemberley might be something indeed.

The housekeeper, Mrs Reynolds, showed them round. She spoke of her master with great affection. He had been the sweetest-tempered boy, she said, and was the best landlord and the best brother in the world. Elizabeth listened in astonishment. This was not the man she thought she knew.

Then, as they walked across the lawn towards the river, Mr Darcy himself appeared from around the house. He had come home a day early. They both blushed deeply. But to Elizabeth's amazement, he was kind and gentle. He spoke to her aunt and uncle with warm respect, invited Mr Gardiner to come fishing, and asked if he might introduce his sister, *Georgiana*, to Elizabeth.

Georgiana turned out to be shy and sweet, not proud at all. Over the next days Elizabeth saw Mr Darcy often, and every time he was courteous and warm, even to the Gardiners, whom Caroline Bingley privately called unfashionable. Elizabeth began to feel grateful, then to respect him, and then something deeper that she did not yet dare to name.

Then two letters arrived from Jane, and everything changed.

Lydia had *run away* from Brighton with Mr Wickham. They were not married, and no one knew where they were. In those days this was a dreadful disgrace, not only to Lydia but to her whole family. Her sisters' hopes of marrying respectably might be ruined.

Elizabeth was reading the letters in despair when Mr Darcy came into the room. He saw her pale face and begged to know what was wrong. Hardly able to speak, she told him everything. He listened gravely, walked up and down in silence, and then said he was sorry and left her. Elizabeth was sure she would never see him again. What gentleman would wish to be connected with a family like hers now? And at that very moment, when all hope seemed lost, she understood how much she could have loved him.

She and the Gardiners hurried home at once. Longbourn was in confusion. Mrs Bennet stayed in her room, crying and blaming everyone. Mr Bennet had gone to London to search for Lydia, and Mr Gardiner went to help him.

Days passed in anxious waiting. At last Mr Bennet came home, tired and unsuccessful. He admitted quietly to Elizabeth that it was his own fault, for he should have listened to her. Then a letter came from Mr Gardiner. Lydia and Wickham had been found, and they would be *married*.

The family could breathe again. But Elizabeth wondered how it had all been arranged so quickly.`,
    },
    {
      title: 'Two Proposals, Well Made',
      content: `Lydia came home to Longbourn as Mrs Wickham, laughing and showing off her wedding ring, not in the least ashamed. Wickham was as smooth and smiling as ever. Elizabeth could hardly bear to be near them.

Then Lydia let slip a secret. Mr Darcy, she said, had been at her wedding. She had promised not to tell anyone. Elizabeth wrote to her aunt at once, and Mrs Gardiner's reply astonished her. It was *Mr Darcy* who had found Lydia and Wickham in London. He had paid Wickham's many debts and arranged for him to have a new position, on the condition that he married Lydia. He had insisted that no one should know, and that Mr Gardiner should take the credit. He said it was his fault, for he had kept Wickham's true character secret out of pride. But Mrs Gardiner hinted that he had done it for Elizabeth.

Elizabeth was deeply moved, and ashamed of every unkind word she had ever said to him.

Soon after, news came that Mr Bingley was returning to Netherfield. Mrs Bennet was in a flutter. He called at Longbourn, and with him came Mr Darcy, who was quiet and grave. Elizabeth could hardly speak to him. But Bingley soon showed that his love for Jane had never faded. Before long, he asked her to marry him, and she said yes with joy. Jane told Elizabeth she was the happiest creature in the world, and wished her sister could be as happy. Mrs Bennet was beside herself with delight.

Then one morning a grand carriage rolled up to the door, and out stepped *Lady Catherine de Bourgh*. She demanded to speak with Elizabeth alone in the garden. She had heard a rumour, she said, that Elizabeth was about to become engaged to her nephew, Mr Darcy. She had always meant him to marry her own daughter. She ordered Elizabeth to promise never to accept him.

Elizabeth refused to promise anything of the kind. She was, she said calmly, a gentleman's daughter, and she would act in whatever way would make her happy, without regard to Lady Catherine's opinion. Lady Catherine swept away in a fury.

But her visit had an effect she did not intend. She went straight to her nephew and told him all about Elizabeth's shocking answer. When Mr Darcy heard that Elizabeth had refused to promise, his heart leapt. For the first time, he dared to hope.

A few days later, he came again to Longbourn. He and Elizabeth went out walking, and the others soon fell behind. Elizabeth gathered her courage and thanked him for all he had done for Lydia. He said quietly that he had thought only of her. Then he told her that his feelings were the same as they had been in April. But if hers were unchanged, he would never speak of it again.

Elizabeth told him that her feelings had changed so completely that she now received his words with *gratitude and pleasure*.

They walked on and on, hardly noticing where they went. They talked honestly about everything. Mr Darcy admitted that her refusal had taught him a great lesson. He had been taught good principles as a boy, but he had been allowed to be proud and selfish. She had humbled him, he said, and he was grateful. Elizabeth admitted her own mistakes, and how quick she had been to judge.

At home, no one could believe it at first. Mr Bennet called Elizabeth into his library, worried that she was marrying for wealth. But when she told him everything Mr Darcy had done, and how truly she loved him, his eyes filled with tears, and he gave his blessing with all his heart.

Both sisters married on the same day. Jane and Bingley soon settled near Pemberley. And Elizabeth, who had once laughed at Mr Darcy across a crowded ballroom, found in him her truest friend and the *happiest of marriages*.`,
    },
  ],
} as const satisfies BookItem;
