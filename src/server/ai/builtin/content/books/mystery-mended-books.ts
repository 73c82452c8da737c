import type { BookItem } from '../types';

export const MYSTERY_MENDED_BOOKS = {
  id: 'mystery-mended-books',
  genre: 'mystery',
  kind: 'new',
  title: 'The Mystery of the Mended Books',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'The Box Behind the Desk',
      content: `The Harbour Street Library was a small brick building at the bottom of a steep hill, so close to the sea that on windy days you could taste salt on the front steps. It had creaky floors, a reading corner with three enormous armchairs, and a librarian named Mrs. Ruth Alvarez, who wore her glasses on a chain and knew where every single book lived.

Maya Chen, who was twelve, helped out there on Saturday mornings and after school on Mondays. She stamped return dates, tidied the picture-book boxes, and put returned books back on their shelves. She liked the quiet. She liked the smell of paper. Most of all, she liked knowing things that other people did not, and so it was Maya who first noticed the mystery.

Behind the front desk stood a cardboard box with a label on it in Mrs. Alvarez's neat writing: TOO POORLY TO LEND. It held books that were falling apart. There were paperbacks with torn covers, picture books with loose pages, and a big atlas whose spine had cracked right down the middle. Mrs. Alvarez kept them because she could not bear to throw books away, and there was never enough money to have them repaired.

One Monday afternoon in March, Maya looked in the box and frowned. The atlas was gone. So was a copy of a book about whales that she knew had been missing its back cover.

She found them a moment later, standing neatly on the returns trolley. The atlas had a new spine of dark blue cloth, glued so smoothly you could hardly see the join. The whale book had a fresh back cover made of stiff card, carefully covered in sea-green paper. And tucked inside each book, pressed flat between two pages, was a small pink flower.

"Mrs. Alvarez," said Maya. "Did you mend these?"

Mrs. Alvarez looked at the books for a long time. Then she took off her glasses and let them hang on their chain, which was what she did when she was truly surprised.

"No," she said. "I didn't. I have no idea who did."

"Somebody must have taken them home over the weekend."

"They couldn't have. That box hasn't left this desk, and nobody borrows from it. Besides, I locked up on Saturday at one o'clock, and I opened up this morning. The building was shut all Sunday."

They checked the windows. They were all closed and latched. The back door was locked and bolted. Nothing else had been moved, nothing was missing, and the little cash tin under the desk was just as Mrs. Alvarez had left it.

"Well," said Mrs. Alvarez at last, with a small, puzzled smile, "it seems we have a kind burglar. A burglar who breaks in to give things back."

Maya did not smile. She was already thinking. On her way home, up the steep hill in the wind, she bought a small notebook from the corner shop, and that night at the kitchen table she wrote on the first page, in capital letters: THE CASE OF THE MENDED BOOKS.

Underneath she wrote down everything she knew. Two books mended. One blue cloth spine. One sea-green cover. Two pink flowers. Library locked all Sunday. No sign of anyone getting in.

Her grandfather, who lived with them, leaned over her shoulder and read it. He had been a ship's engineer for forty years, and he knew a great deal about how things worked.

"A real mystery," he said. "What are you going to do about it?"

"Find out who it is," said Maya.

"Then here's a tip from an old engineer," said Grandpa. "Don't go rushing about looking for answers. Look at what's in front of you. Then look again. Then look a third time. The answer is usually sitting there quietly, waiting for somebody to *notice* it."

Maya wrote that down too, on the inside of the back cover: *Look three times*.`,
    },
    {
      title: 'Three Kinds of Looking',
      content: `The next Saturday morning, Maya arrived at the library early. She went straight to the TOO POORLY TO LEND box, and she counted its books. There were eleven. She wrote their titles in her notebook, with a little description of what was wrong with each one.

Then, while she stamped books and tidied the shelves, she did her *first kind of looking*. She watched everyone who came in.

There was old Mr. Singh, who read the newspapers every day. There were the Fletcher twins, who were six and wanted only books about diggers. There was a young mother with a baby asleep in a sling. And there was a man Maya had not seen before, tall and thin, with a grey beard and a canvas bag full of books. He spent a long time looking at the old books on the local history shelf and asked Mrs. Alvarez whether the library ever sold its worn-out copies.

"That's him," whispered Maya, when he had gone. "He loves old books. He wanted the broken ones."

"That's Mr. Finch," said Mrs. Alvarez. "He's just opened a second-hand book stall at the Wednesday market. I'm not sure that makes him a burglar."

Maya wrote his name in her notebook anyway, with a question mark.

On Monday, three more books from the box had been mended. A torn picture book about a lighthouse had had every page carefully repaired with thin, almost invisible tape. A paperback of fairy tales had been sewn back together along its spine with fine white thread. And each one had a pressed pink flower inside.

Now Maya did her *second kind of looking*. She looked closely at the books themselves.

She borrowed a magnifying glass from Grandpa. She studied the stitches in the fairy-tale book. They were small and perfectly even, each one exactly the same length as the next, like the stitches in a sail. Whoever had done this had done it many times before. She sniffed the new blue spine on the atlas. It smelled faintly of flour and something sharp, like vinegar.

"*Wheat paste*," said Grandpa, when she showed him. "Old-fashioned glue, made of flour and water. Bookbinders used to use it. Not many people bother any more."

Then Maya looked at the pressed flowers. She laid them in a row on the kitchen table and looked at them the way Grandpa looked at an engine, slowly and without hurrying to decide anything. They were small and round, on thin stems, like tiny pink pompoms.

"Sea pinks," said her mother, coming in with the shopping. "Thrift, some people call it. It grows on the cliffs. And on old walls down by the harbour."

That evening Maya went over her notes. Somebody who had mended books many times. Somebody who used old-fashioned glue. Somebody who picked sea pinks. Somebody who could get into a locked library without breaking a single latch.

She still did not know who. But she had an idea about how to find out. Instead of hunting for the mystery mender, perhaps she could simply ask.

On the next Saturday, before she left, she picked a book from the box: a collection of poems with a torn cover. Inside it she slipped a folded note. She wrote it three times before she was happy with it, and the final version said:

Dear Book Mender, thank you for looking after our poorly books. They look wonderful. The children love the lighthouse one. May I ask who you are? You don't have to say. From Maya (the girl who stamps the books).

She put the poetry book back in the box, right on top, and then she went home and tried very hard not to think about it all Sunday.

On Monday after school she ran the whole way down the hill. The poetry book was on the returns trolley, its cover mended with soft grey cloth. Inside was a pressed sea pink. And beside it, in careful, old-fashioned pencil handwriting, was a reply.`,
    },
    {
      title: 'A Letter in Pencil',
      content: `The reply was short. Maya read it standing by the trolley, with her coat still on and her heart thumping.

Dear Maya, thank you for your kind note. I am glad the children like the lighthouse. I would rather not say who I am just yet. Some things are best mended quietly. But I will tell you one thing: every book has a spine, like a person, and when it is broken the trick is not to hurry. Yours sincerely, A Friend of Books.

Maya showed it to Mrs. Alvarez, who read it twice and then sat down rather suddenly in her chair.

"Well," she said softly. "Well, I never."

"Should we try to catch them?" asked Maya. "We could hide in the library on Sunday. Or set up a camera. Or —"

But even as she said it, she felt that it was wrong. The Friend of Books was not doing anything bad. They were doing something good, patiently and in secret, and they had asked, politely, to stay hidden for now. Grabbing at the answer suddenly seemed like the wrong kind of looking. It was like trying to catch a butterfly by slamming a book shut on it.

Mrs. Alvarez seemed to agree. "I think," she said, "that if someone is kind enough to help us, we ought to be kind enough to let them tell us who they are in their own time."

So Maya wrote back. She put a new note inside a book of bird pictures whose pages had come loose, and she asked a question that was not about who, but about how. How do you mend a spine that has cracked all the way down?

The next Monday, the bird book was mended, and there was a long, careful answer in pencil. It explained how you must first clean away the old, crumbling glue, gently, with a blunt knife. How you cut a strip of linen cloth a little longer than the spine. How you brush on the paste thinly and evenly, and then, most important of all, how you wait. You press the book under a heavy weight overnight, and you do not peek, because the paste needs time and stillness to set.

Most of mending, the letter said, is *waiting*. People think it is the clever part with the needle, but it isn't. It is the patient part afterwards, when you have done all you can and you must let the book rest.

Maya read that line several times. She thought about how often she rushed. She rushed her homework, and rushed her breakfast, and rushed up and down the hill, always trying to get to the next thing. She thought of the pressed flowers, lying flat and still between the pages all night long, keeping their colour.

After that, she and the Friend of Books wrote to each other every week. Maya told them about the library: which books were popular, which children came in, how the Fletcher twins had finally discovered books about tractors. The Friend wrote back about paper and thread and glue, and sometimes about the sea, and how the light looked on the harbour very early in the morning, before anyone else was awake.

By the beginning of summer, the TOO POORLY TO LEND box was empty. Every single book had been mended, and every one had gone back out onto the shelves.

Mrs. Alvarez put a small handmade sign above the empty box: With thanks to our Friend of Books. Children asked about it, and Maya told them the story. Some of them drew pictures of the mystery mender, as a wizard, or a kindly ghost, or a very clever cat.

Maya did not mind any more that she did not know who it was. She had a friend she had never met, and a notebook full of letters in pencil, and she had learned to *wait*. She thought that was a good ending for a mystery, even one that had not been solved.

But it turned out that the mystery was not quite finished with her.`,
    },
    {
      title: 'The Third Look',
      content: `It happened in July, on an ordinary Saturday. Mrs. Alvarez had asked Maya to fetch a spare box of date stamps from the little back office, where the staff kept their coats and the kettle and the big ledger that everyone signed when they came and went.

Maya found the stamps. Then, because she was tidy, she straightened the ledger on the desk, and her eyes fell on the page.

Most of the signatures were quick scribbles: Mrs. Alvarez's curly R, the delivery driver's zigzag. But on every Sunday evening, week after week, there was one entry in a different hand. It was careful and old-fashioned and written in pencil. W. Hughes, 6 p.m. to 10 p.m. Cleaning.

Maya stood very still. She looked at the writing once. She looked at it again. Then she took out her notebook, opened it to the first letter from the Friend of Books, and looked a *third time*. The two were the same. The same careful loops, the same slight slope, the same soft grey pencil.

Mr. Walter Hughes was the library's cleaner. He came on Sunday evenings, when the building was closed, and he had his own key. Maya had seen him only once or twice: a quiet old man with white hair and large, gentle hands, who nodded politely and did not say much. He lived in one of the small cottages down by the harbour wall. And now that she thought about it, she remembered that the cottage had a window box. In the window box grew little round pink flowers on thin stems.

She did not rush to tell anyone. She sat on the stool in the back office for a long moment, feeling her own breath, and thinking about what the letters had said. Some things are best mended quietly. It was not her secret to share.

Instead she wrote one more note, and tucked it inside the book she was reading herself, a book she loved that had a very slightly loose page. She left it in the returns box on Saturday evening.

Dear Mr. Hughes, I think I know who you are now. I haven't told anyone and I won't, unless you want me to. But I would very much like to say thank you in person one day, if that is all right. From Maya.

All Sunday she worried that she had done the wrong thing. Perhaps he would be upset. Perhaps he would stop mending books altogether. She tried Grandpa's trick of looking at what was in front of her, instead of at all the worries in her head. The sunlight on the kitchen floor. The smell of toast. The gulls calling over the harbour. It helped, a little.

On Monday her book was waiting on the trolley, its loose page perfectly fixed. Inside was a pressed sea pink and a note.

Dear Maya, you have very sharp eyes, and, more importantly, a kind heart. Yes, it is me. If you would like to visit, I am at home most afternoons. The blue door by the harbour wall. I will put the kettle on. W. H.

Maya went that very afternoon, with Mrs. Alvarez, who had been told the whole story and had insisted on bringing a lemon cake.

The blue door opened before they had finished knocking. Mr. Hughes stood there, looking shy and pleased and rather nervous. Behind him, in the little front room, they could see a wooden table covered with neat tools: a bone folder, a bradawl, reels of linen thread, pots of paste, and an old iron book press with a big brass wheel.

"Come in," he said. "Mind the step. I'm afraid you have caught me *red-handed*."`,
    },
    {
      title: 'The Mending Club',
      content: `They sat in the little front room with cups of tea and slices of lemon cake, and Mr. Hughes told them his story.

For nearly fifty years he had been a bookbinder. He had had a small workshop in the city, where he repaired old Bibles and family photograph albums, and school books, and all kinds of much-loved things that people brought to him in pieces. He had loved the work. But as the years went by, fewer and fewer people wanted books mended. They bought new ones instead. In the end his workshop closed, and not long afterwards his wife, Margaret, passed away, and he moved to the cottage by the harbour to be near the sea she had loved.

"It was very quiet," he said simply. "Too quiet, some days. I took the cleaning job to have something to do. And then one Sunday I saw that box behind the desk."

He had taken one book home, just one, the atlas with the broken spine. He had mended it at his table, slowly, the way he had done thousands of times before, and when it was finished he felt, for the first time in a long while, that his hands knew what they were for. He picked a sea pink from the window box and pressed it inside, because Margaret had always done that with the books she loved. Then he put the atlas back.

"I never meant it to be a mystery," he said, a little pink himself. "I just didn't want any fuss."

Mrs. Alvarez put down her cup. "Mr. Hughes," she said, "I wonder if we might ask you for one more favour. And it is rather a big one."

The library, she explained, had hundreds of books that needed mending. There was no money to send them away. And there were children and grown-ups who came into the library every week who had never seen how a book was made, and who might love to learn.

"Would you ever consider," she said, "teaching a class?"

Mr. Hughes looked at his big, gentle hands for a long moment. Then he looked at Maya.

"Only if my assistant helps," he said.

And so, in September, the Harbour Street Library started a Mending Club. It met on the first Saturday of every month, in the reading corner, with the three enormous armchairs pushed back against the wall and two long tables set up in their place. The first time, six people came. By Christmas there were twenty. Old Mr. Singh came, and the young mother with the baby in the sling, and the Fletcher twins, who mended a book about tractors with enormous care and a great deal of tape. Even Mr. Finch came, the tall man with the grey beard from the Wednesday market, who turned out not to be a burglar at all, but simply a person who loved old books and wanted them to go to good homes.

Mr. Hughes taught them how to clean away old glue and cut linen for a spine, how to sew a loose section back in with even stitches, how to make a new cover from stiff card and coloured paper. But the thing he said most often, moving slowly between the tables, was the same thing he had written in his very first letter.

"Don't *hurry*. Look at what you're doing. Then look again."

At the end of each session, when the books had been mended and pressed under heavy piles of encyclopaedias to set, everyone would sit together for a few quiet minutes with cups of tea and wait. It became Maya's favourite part: the gentle clink of cups, the sea wind against the windows, and the feeling of lots of people sitting still together, letting things mend.

Her notebook, THE CASE OF THE MENDED BOOKS, now has a new cover, bound in blue cloth by Mr. Hughes himself. On the inside, under *Look three times*, Maya has added a second line, in her neatest handwriting: *And then be patient.*

And pressed between the last two pages, keeping its colour, there is a small pink flower.`,
    },
  ],
} as const satisfies BookItem;
