import type { BookItem } from '../types';

export const ROMANCE_RETELLING_PERSUASION = {
  id: 'romance-retelling-persuasion',
  genre: 'romance',
  kind: 'existing',
  title: 'Persuasion, Retold',
  author: 'Stillwell Library, after Jane Austen',
  retells: { title: 'Persuasion', author: 'Jane Austen' },
  sections: [
    {
      title: 'Eight Years Ago',
      content: `Sir Walter Elliot of Kellynch Hall had one favourite book, and it was a book about himself. It listed all the noble families of England, and he loved to open it at his own page, where his name and his family's history were printed. Sir Walter was handsome and very proud of it, and he valued good looks and high rank above everything else.

He had three daughters. The eldest, Elizabeth, was beautiful and proud, just like him, and she ran the household. The youngest, Mary, had married a pleasant country gentleman, Charles Musgrove, and lived nearby, where she spent a great deal of time feeling unwell and unappreciated. In the middle was *Anne*.

Anne was gentle, thoughtful and kind, with a quick mind and a warm heart. But to her father and her elder sister, she was nobody at all. Her opinions were never asked, and her wishes were never considered. The only person who truly valued her was *Lady Russell*, a sensible older friend who had been very close to Anne's late mother, and who loved Anne like a daughter.

Sir Walter had spent far too much money, and now he was deep in debt. He would not hear of living more simply at home, so it was decided that the family would let Kellynch Hall to a tenant and move to the fashionable city of Bath, where they could live more cheaply without anyone noticing.

The new tenant was *Admiral Croft*, a kindly, weather-beaten sailor, and his cheerful wife. When Anne heard the name, her heart gave a jump. Mrs Croft had a brother, and Anne knew him well.

Eight years earlier, when Anne was nineteen, she had met a young naval officer named *Frederick Wentworth*. He was clever, lively and full of confidence, and they had fallen deeply in love. They became engaged. But Wentworth had no fortune and no family connections, only his hopes of success at sea. Sir Walter thought the match beneath him. Lady Russell, who loved Anne and feared for her future, gently but firmly persuaded her that the engagement was unwise. Anne, young and anxious to do right, believed she was acting for his good as much as her own. She broke it off.

Wentworth was deeply hurt and angry. He felt she had been weak, too easily persuaded by others. He left the country and went to sea, and they had not met since.

Everything Wentworth had hoped for had come true. He had become a captain, won honour in the war, and earned a good fortune. Anne had followed his name in the navy lists and the newspapers. She had never stopped loving him, and she had refused another offer of marriage because of it. But her bloom had faded with her sadness, and she had grown quiet and thin. She believed he had forgotten her, or that he thought of her only with resentment.

Now his sister would be living in Anne's old home, and it was likely he would come to visit.

Sir Walter and Elizabeth went off to Bath, taking with them a friend of Elizabeth's, a clever, flattering widow called *Mrs Clay*, whom Lady Russell did not trust. Anne was not needed in Bath, of course, so she was sent to stay with her sister Mary at the village of Uppercross, three miles away.

Before she left, Anne walked once more through the rooms and gardens of Kellynch. It was autumn, and the leaves were turning gold and beginning to fall. She said goodbye to the house she had grown up in. She thought about the past, and about what might happen next, and she tried to steady her heart.

Whatever came, she told herself, she would be calm. She had been calm for eight years. She could be calm a little longer.`,
    },
    {
      title: 'Meeting Again',
      content: `Life at Uppercross was busy and noisy. Mary's husband, Charles, was good-natured and loved hunting. His parents, Mr and Mrs Musgrove, lived in the Great House nearby with their two lively daughters, *Henrietta* and *Louisa*. Everyone was fond of Anne. They came to her with their small troubles, and she listened and helped. It was pleasant to feel useful, even if no one asked what she herself was feeling.

Then the Crofts arrived at Kellynch, and before long it was announced that *Captain Wentworth* had come to stay with his sister, and would be calling at Uppercross.

Their first meeting lasted only a few minutes. He came into the room, bowed, spoke a few polite words, and was gone. Anne's heart was pounding, and she had to sit very still afterwards to recover. Eight years, she told herself. Surely eight years was long enough to change everything.

Later, Mary repeated something Wentworth had said about her. He had told someone that Anne was so altered he would not have known her again. The words went deep. Anne had to accept them, and she tried to be glad that at least now she knew how he felt.

Wentworth was often at Uppercross after that. He was handsome, merry and at ease, full of stories about his ships and his voyages, and the whole family adored him. Henrietta and Louisa Musgrove both seemed to be falling for him, and he was very happy to be admired. Louisa especially, with her bright, eager, strong-willed nature, caught his attention. To Anne, he was only coldly polite. He spoke to her when he had to, and no more.

Yet every now and then, he did something that made her wonder. One morning Anne was looking after Mary's little boy, who had climbed onto her back and would not let go. She could not shake him off. Suddenly she felt the child being lifted away. Captain Wentworth had quietly taken him off her back, and then walked away without a word. Anne was so moved that she had to leave the room.

On a fine November day, a group of them went for a long walk across the country. Anne walked alone for a while behind a hedge, and by chance she overheard Wentworth talking to Louisa. He picked a glossy hazelnut from a branch and praised it for being firm and strong, not bruised or weakened by the autumn. He told Louisa that he admired people who had a *firm mind*, who could not be easily persuaded. Anne understood that he was still thinking of her, and of how easily she had given him up.

Later on the same walk, Anne was very tired. The Crofts came by in their little carriage, and Mrs Croft offered to take someone home. Without a word to her, Wentworth quietly lifted Anne in and helped her to sit down. He had noticed that she was tired when no one else had. Anne sat in the carriage with her heart full. He could not forgive her, she thought, but he could not bear to see her suffer, either. It was a sign of his old *kindness*, and it was both painful and sweet.

Wentworth had a great friend from the navy, *Captain Harville*, who was living with his family by the sea at Lyme. Wentworth went to visit him and came back full of praise for the place. Soon the young people had planned a trip. Charles and Mary, Henrietta and Louisa, Captain Wentworth and Anne would all go together to Lyme.

It was late in the year for the seaside, but no one minded. Anne looked forward to it more than she had looked forward to anything in a long time. She would see the sea.`,
    },
    {
      title: 'The Fall at Lyme',
      content: `Lyme was a little town tumbling down a hill to the sea, with a long stone harbour wall called the *Cobb* curving out into the waves. Anne loved it at once. The wind was fresh, the sky was wide, and the sound of the sea seemed to loosen something in her chest.

Captain Harville and his wife welcomed them warmly into their small, cosy house, which was cleverly fitted out with shelves and cupboards, just like a ship. Staying with them was another naval officer, *Captain Benwick*. He was a quiet young man who was deeply unhappy. He had been engaged to Captain Harville's sister, Fanny, but she had died while he was away at sea. Now he spent his time reading sad poetry.

That evening, Anne sat with Captain Benwick and talked to him kindly about books. She gently suggested that he might read some prose as well as poetry, works that would strengthen his mind and give him hope. He listened gratefully. Afterwards Anne smiled to herself, thinking that she was giving advice about patience and courage that she might well take herself.

The next morning, as Anne and Henrietta walked on the beach, the fresh sea air had brought a glow to Anne's cheeks and a brightness to her eyes. A gentleman passing by on the steps stopped and looked at her with open admiration. Wentworth noticed. He looked at Anne, too, as if he were seeing her properly for the first time in a long while. Later they learned that the gentleman was *Mr William Elliot*, Anne's own cousin, who would one day inherit her father's title and Kellynch. He had been out of touch with the family for years.

Before leaving Lyme, the whole party took one last walk along the Cobb. There were steep steps down from the upper wall to the lower one, and Louisa, in high spirits, insisted on being jumped down them by Captain Wentworth, who caught her. She laughed and ran up to do it again. He warned her that the ground was too hard and the jump too high. She said she was determined, and she jumped before he was ready.

She fell onto the stones below and lay perfectly still.

Everyone froze in horror. Mary screamed and clung to her husband. Henrietta fainted. Wentworth knelt beside Louisa, pale as death, and cried out for help. It was Anne who kept her head. She told them to rub Louisa's hands, to give her smelling salts, and to send for a *surgeon*. She told Captain Benwick, who knew the town, to run for help. Quietly and clearly, she helped everyone do what was needed.

Louisa was carried gently to the Harvilles' house, and the surgeon came. She had hurt her head badly, but he believed she would recover, given rest and time.

Someone had to go back to Uppercross to tell Louisa's parents, and someone had to stay and nurse her. As the others discussed it, Anne heard Wentworth say that no one would be as proper, as capable, as Anne. For a moment she was overcome. He still valued her. In the end Mary insisted on staying herself, so Anne travelled home with Wentworth and Henrietta, to break the news gently to the Musgroves.

In the carriage, Wentworth was worried and silent, and he often asked Anne for her advice. It was the first time in eight years that he had truly spoken to her as a friend.

Louisa stayed on at Lyme for many weeks as she slowly recovered, with the Harvilles and Captain Benwick to care for her. Wentworth, who felt he was to blame for encouraging her wildness, went away to visit his brother. And Anne, her work at Uppercross finished, prepared to join her father and sister in Bath, carrying with her a small, warm flicker of hope she did not quite dare to trust.`,
    },
    {
      title: 'Bath',
      content: `Anne did not like Bath. It was crowded and noisy, full of people walking up and down to be seen. Her father and Elizabeth were delighted with it. They had taken a fine house in Camden Place, and they showed Anne its rooms with great pride. They were hardly interested in anything she had to tell them about Uppercross.

They were, however, full of news about *Mr William Elliot*. The cousin whom Anne had glimpsed at Lyme had come to Bath and made peace with the family. Years ago, he had offended Sir Walter by marrying a rich woman of low birth, but now he was a widower, and he was charming to everyone. He was clever, well-mannered and always agreeable. He soon paid a great deal of attention to Anne.

Lady Russell was delighted. She thought Mr Elliot would make Anne a perfect husband. As his wife, Anne would one day be mistress of Kellynch, her mother's old home. Anne admitted that the idea was tempting. But something about Mr Elliot troubled her. He never seemed to say anything careless or warm. He was too smooth, too perfect. She could not feel she knew his real heart.

Anne found her own quiet pleasure in Bath. She discovered that an old school friend, *Mrs Smith*, was living there. Mrs Smith had been left a widow, poor and unwell, in two small rooms. Yet she was cheerful and brave, and Anne visited her often, even though Sir Walter thought it very low of her to call on such a person.

Then a letter came from Mary with astonishing news. Louisa Musgrove was engaged to marry *Captain Benwick*. During her long weeks of recovery at Lyme, the quiet, poetry-loving captain had read to her and cared for her, and they had fallen in love.

Anne read the letter again and again. Wentworth was free. And if he had never been truly attached to Louisa, then perhaps, perhaps...

Soon afterwards, Captain Wentworth came to Bath. Anne met him first in a shop, on a rainy day, and they were both flustered. A few days later there was an evening *concert*, and the Elliots attended. Wentworth came up to Anne and talked with her for longer than ever before. He spoke of Louisa's engagement, and said he was surprised that Benwick could recover so quickly from losing someone like Fanny Harville. A man does not get over such a woman, he said, with feeling. Anne felt her heart beating fast. It seemed he was speaking of something closer to home.

But the concert went on, and Mr Elliot sat beside Anne, asking her to translate the Italian songs for him. When Wentworth came over later, he looked at Mr Elliot with a troubled expression and said he must go home. Anne realised, with a sudden rush of feeling, that he was *jealous*. She longed to explain, but there was no chance.

The next day Anne visited Mrs Smith, who had heard a rumour that Anne was going to marry Mr Elliot. When Anne assured her that she would not, Mrs Smith told her the truth about him. Years ago, Mr Elliot had been her husband's closest friend, and he had led him into spending beyond his means, and then abandoned him. After her husband's death, Mr Elliot had refused to help Mrs Smith, even when a small act of kindness from him could have saved her from poverty. He was cold-hearted and selfish, she said.

He had only come back to the family, Mrs Smith explained, because he was afraid Sir Walter might marry the flattering *Mrs Clay* and have a son, who would inherit the title before him. Courting Anne also kept him close enough to watch.

Anne walked home slowly, grateful that she had trusted her own feelings. She would never have been happy with such a man.`,
    },
    {
      title: 'Half Agony, Half Hope',
      content: `A few days later the Musgroves arrived in Bath, with Henrietta and Mary and Charles, to buy wedding clothes, and they took rooms at the White Hart inn. Anne went to see them, and the rooms were soon full of friends. *Captain Wentworth* sat at a desk by the window, writing a letter for his friend Captain Harville.

Anne and Captain Harville stood by the window talking quietly. Harville was thinking of his sister Fanny, and of how quickly Captain Benwick had found a new love. He said that women forgot more easily than men. Anne disagreed, gently but warmly.

She said that women did not forget those they loved as quickly as men did. Perhaps, she said, it was because men had their work and travels to distract them, while women, living quieter lives at home, had more time to remember.

Harville said that all the songs and books said women were changeable. Anne smiled and said that the songs and books had mostly been written by men. Then she spoke from her heart. She did not wish to claim that men did not love truly and faithfully. But she believed that women had one special quality. They could go on *loving longest*, even when all hope was gone, even when the person they loved was far away or lost to them.

Captain Harville was touched. Neither of them noticed that, at the desk, Captain Wentworth's pen had stopped moving.

A short time later, Wentworth rose to leave with Harville. On his way out, he came back into the room as if he had forgotten his gloves. He quietly drew a letter from under some papers on the desk, placed it in front of Anne with a look of deep feeling, and hurried out again.

The letter was addressed to her. With trembling hands, she read it.

He had heard every word, he wrote. He could not stay silent any longer. She had broken his heart eight years ago, and yet he had never loved anyone but her. He was half in agony and half in hope. He had been unjust, weak and resentful, but never inconstant. He had come to Bath for her alone. She only had to give him one word or one look, and he would know whether to come back or to go away forever.

Anne was so overcome that Charles offered to walk her home. In the street, they met Captain Wentworth, who had been waiting. Charles, who had an errand at a gun shop, asked if the Captain would be kind enough to walk Anne home in his place.

So the two of them walked together, slowly, up a quiet gravel path. They talked openly at last, as they had not talked in eight long years. He told her how her words at Lyme and her kindness to everyone had brought his love back to life. He had tried to be angry, and he had not been able to stay angry. She told him she had loved him all along.

Later that evening, Anne explained her feelings about the past. She believed she had been right to listen to Lady Russell at nineteen, for she had been young, and she had done what she thought was her *duty*. But she would never give such advice to anyone herself. Wentworth admitted that he might have written to her years ago, when he first had some success, and that his own pride had held him back.

This time, no one could persuade Anne to give him up. Sir Walter, seeing that the Captain was now rich and handsome, consented easily. Lady Russell, who only wanted Anne to be happy, learned to love him too. Mr Elliot soon left Bath, and Mrs Clay went with him. Wentworth later helped Mrs Smith recover some of her lost fortune.

And Anne became a *sailor's wife*. There might be times of worry when the navy called him away. But she was loved at last, and her heart was full and steady, like the sea on a calm, bright day.`,
    },
  ],
} as const satisfies BookItem;
