import type { BookItem } from '../types';

export const HISTORY_LETTERS_OF_METAL = {
  id: 'history-letters-of-metal',
  genre: 'history',
  kind: 'new',
  title: 'Letters of Metal: Gutenberg and the Printing Press',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'A World of Handwritten Books',
      content: `Imagine that every book you have ever read had been copied out by hand. Every word, every line, every page, written with a pen dipped in ink, by a person sitting at a desk. A long book might take a skilled copyist many months. A large Bible could take well over a year. If you wanted a copy of your own, you would have to pay for all that time and labour, and for the expensive parchment, made from animal skins, that it was written on.

That was how books were made in Europe for more than a thousand years. For much of the Middle Ages, most books were copied in monasteries, by monks and nuns working in rooms called scriptoria. They worked slowly and carefully, often in silence, sometimes decorating the pages with gold leaf and bright colours. Some of these books are among the most beautiful objects ever made.

By the 1400s things were changing. Universities had grown up in many cities, and students needed textbooks. Merchants needed to read and keep accounts. Professional scribes set up workshops in towns, copying books for paying customers. *Paper*, a Chinese invention that had travelled west through the Islamic world, was now being made in European mills, and it was much cheaper than parchment. There was also a simple kind of printing, in which a whole page of pictures and words was carved into a block of wood, inked and pressed onto paper. But carving a block took a long time, and each block could print only one page.

Still, books remained scarce and costly. Most people could not read, and even those who could might own only a handful of books in their whole lives. Knowledge moved slowly. A new idea might take years to travel from one city to another, and every time a text was copied by hand, small mistakes could creep in.

Europeans at the time did not know it, but people on the other side of the world had already found another way. In China, around the 1040s, a craftsman named Bi Sheng had made *movable type* from baked clay: a separate small piece for each character, which could be arranged to print a page and then reused. In Korea, printers later cast movable type in metal. The oldest surviving book printed that way, a Buddhist text usually known as the Jikji, was printed in 1377. These were remarkable achievements. But the Chinese and Korean writing systems used thousands of different characters, which made movable type a huge undertaking, and these inventions did not spread to Europe.

European writing, on the other hand, used a small alphabet. With a couple of dozen letters, plus capitals, punctuation and a few special marks, you could write almost anything. If someone could find a way to make thousands of identical, reusable metal letters quickly and cheaply, and to print with them cleanly, books could be made faster than anyone had ever dreamed.

In the German city of Mainz, on the river Rhine, a metalworker was thinking about exactly that problem. His name was Johannes Gutenberg.

We know surprisingly little about him. No portrait made in his lifetime survives, and the pictures you may have seen of a man with a long beard were made later, from imagination. Most of what we know comes from legal and financial records: loans, contracts and lawsuits. He left behind no letters explaining his ideas and no diary of his work. What he did leave behind was the thing he made. And that, in the end, has spoken for him louder than any words.

His story is one of great *patience*, and also of great risk. It would take him many years, a great deal of borrowed money and countless experiments to succeed. But when he did, he changed the way human beings share what they know.`,
    },
    {
      title: 'The Secret Work in Strasbourg',
      content: `Johannes Gutenberg was born in Mainz around the year 1400. His family belonged to the city's old upper class, and he took his surname from the name of their family house, the Hof zum Gutenberg. We do not know exactly how he was trained, but his later work shows that he was highly skilled with metal. He probably learned a great deal about metalworking and coin-making, perhaps through his family's links to the city's mint.

In the 1430s, during a period of political trouble in Mainz, Gutenberg was living in Strasbourg, another city on the Rhine. Records from there give us our first real glimpses of him and his restless, inventive mind.

In 1439, the city of Aachen was preparing for a great pilgrimage. Every few years, crowds of pilgrims travelled there to see holy relics, and many of them bought small metal badges with tiny mirrors set into them. People believed the mirrors could catch some of the holy light from the relics and carry it home. Gutenberg formed a business partnership to make these pilgrim mirrors in large numbers, using a method of casting metal that he had worked out.

The partnership ran into trouble. One of the partners died, and his brothers took Gutenberg to court, claiming a share in the business. The records of the lawsuit survive, and they are fascinating. Witnesses talked about a secret project, separate from the mirrors, that Gutenberg had been working on with his partners. They mentioned a press, and metal pieces, and items called forms. One witness described how Gutenberg had sent someone in a hurry, after the partner's death, to take apart something in the press so that no one could tell what it was.

Historians cannot be certain what this *secret work* was. But many believe that, already in Strasbourg, Gutenberg was experimenting with printing. He was trying to solve the great puzzle: how to make letters of metal that could be set side by side, inked, printed and then used again.

It was not simple. Each part of the problem was hard on its own. The letters had to be exactly the same height, so that every one would touch the paper evenly. They had to be exactly the right width, so they could fit snugly together in lines. They had to be made of a metal that was easy to melt and cast, but hard enough not to be crushed in a press. There had to be thousands of them, and they had to be made quickly. And the ink that scribes used, made for pens, was far too thin and watery. It would simply run off smooth metal.

By around 1448, Gutenberg was back in Mainz. He borrowed money from a relative and set up a workshop. Then, around 1450, he made an *agreement* with a wealthy Mainz businessman named Johann Fust. Fust lent him a large sum of money, 800 guilders, to build the equipment he needed, and a couple of years later he lent him another 800. It was a great deal of money at that time. In return, Fust expected to share in the profits of what they called the work of the books.

Gutenberg hired helpers: metalworkers, assistants, and later a talented young man named Peter Schöffer, who had trained as a scribe and knew a great deal about beautiful lettering. Gutenberg's workshop became a busy, noisy, smoky place, full of furnaces and molten metal, stacks of paper, and the creak of wooden presses.

He printed small things first. There were school grammar books, calendars and, in 1454 and 1455, letters of indulgence for the Church, single printed sheets with blank spaces where names and dates could be written in by hand. These were useful, and they brought in some money.

But Gutenberg was working toward something much bigger. He was planning to print a whole Bible.`,
    },
    {
      title: 'The Bible of Forty-Two Lines',
      content: `To understand what Gutenberg achieved, it helps to look closely at how his system worked. It was not one invention but several, fitted together with great care.

First, for each letter, a craftsman carved a *punch*: a small steel rod with the letter cut in reverse on its tip, sharp and perfect. The punch was hammered into a block of softer metal, usually copper, leaving a letter-shaped hollow. This was called a matrix.

Next came what may have been Gutenberg's most important idea: the hand mould. This was a small, clever device that could be opened and closed. The matrix was fitted into the bottom of it, and a worker poured in hot liquid metal. In moments the metal cooled and hardened. The worker opened the mould, and out dropped a piece of type: a small metal block with a raised letter on one end. Then the mould was closed, and the next one poured. Because the mould was adjustable, it could make narrow letters like i and wide letters like m, but every piece was exactly the same height. A skilled worker could cast many pieces of type in an hour.

The metal itself was a special mixture, an alloy mainly of lead, with tin and antimony. It melted at a fairly low temperature, flowed well into the mould, and cooled without shrinking much, so that the letters came out sharp and hard. Type metal of a similar kind was used by printers for centuries afterwards.

For ink, Gutenberg used something more like an artist's oil paint: soot mixed with varnish made from oils. It was thick and sticky and clung to the metal letters. It was dabbed onto the type with leather balls stuffed with wool or hair.

Finally there was the press itself. It was probably adapted from the screw presses already used for squeezing grapes for wine or pressing paper flat. A sheet of dampened paper was laid over the inked type, and the printer pulled a long wooden bar that turned a large screw and pressed down a flat board called a platen. When the platen was lifted, there was the page, crisp and black.

A compositor, the person who arranged the type, picked letters one by one from cases, building each line backwards, like a mirror image. Lines were built into columns and columns into pages. After printing, every letter was cleaned and put back in its place, ready to be used again.

For his Bible, Gutenberg chose to imitate the finest handwritten books. His letters were modelled on the dense, upright script used by German scribes, called textura. To make the pages look as rich and even as a master scribe's work, his workshop made around three hundred different pieces of type, including many joined letters and abbreviations. Most pages had two columns of forty-two lines each, which is why it is often called the 42-line Bible.

The work took years. Historians estimate that the workshop printed about 180 copies, most on paper and some on the finest vellum, each around 1,280 pages, bound in two large volumes. The printing was only black. Coloured headings, large initial letters and decorations were added afterwards by hand, so that no two copies are exactly alike.

By 1454, pages of the Bible were already being shown. In a letter written in early 1455, an Italian churchman named Enea Silvio Piccolomini, who later became Pope Pius II, described seeing parts of it at a fair in Frankfurt. He wrote that the lettering was so clean and clear that it could be read easily without glasses, and that every copy had already been spoken for.

Around 1455, the Gutenberg Bible was complete. It was, and still is, one of the most beautiful books ever printed. Fewer than fifty copies survive today, some complete and some in parts, kept in great libraries around the world. When you stand in front of one, it is hard to believe that it was made by a machine, and not by the patient hand of a *scribe*.`,
    },
    {
      title: 'The Lawsuit',
      content: `Gutenberg should have been celebrating. Instead, just as his great Bible was being finished, his partnership with Johann Fust fell apart.

In 1455, Fust took Gutenberg to *court*. He demanded the return of the money he had lent, with interest, which came to more than two thousand guilders. The surviving record of the case is short and leaves many questions unanswered. We do not know exactly what went wrong between the two men. Perhaps Fust felt that the work was taking too long and costing too much. Perhaps they disagreed about how the money had been spent. Perhaps Fust simply saw that the printing business was about to become profitable and wanted to control it.

The court largely sided with Fust. Gutenberg could not pay back what he owed, and Fust seems to have taken over much of the printing equipment, and probably a share of the printed Bibles. He went into business with Peter Schöffer, the talented young assistant who had worked in Gutenberg's workshop. Schöffer later married Fust's daughter.

Fust and Schöffer's new printing house was a great success. In 1457 they published a magnificent book of psalms, known as the Mainz Psalter, printed with large initial letters in red and blue, something never done before with type. At the end of it they added a note, called a colophon, naming themselves as the printers and giving the date. It was the first printed book to do so. Gutenberg's name appeared in none of it.

It must have been a very painful time for him. He had spent perhaps twenty years solving one of the hardest technical problems of his age. He had borrowed heavily and risked everything. And now much of the business he had built had gone to others.

Yet Gutenberg did not simply give up. It seems that he kept at least some of his equipment, or found new support, and went on printing in a smaller way. Several books from the following years are sometimes connected with him, although historians still debate exactly which ones he printed. We do not know much about his daily life in these years. It is easy to imagine him at work in a quieter, smaller workshop, still casting letters, still pulling the bar of the press.

Then, in 1462, disaster struck Mainz. Two rival archbishops were fighting for control of the city, and one of them, Adolf of Nassau, attacked it. Part of the city was damaged, and many people, including some printers, were forced to leave. This was terrible for the people of Mainz. But it had an effect no one could have planned. Printers who had learned the new craft in Mainz scattered to other towns and cities, and they took their knowledge with them. The secret was out. The art of printing began to spread.

In 1465, Archbishop Adolf, now firmly in charge of Mainz, honoured Gutenberg. He made him a member of his court, with a yearly gift of clothing, grain and wine, and freedom from certain taxes. It was a sign that the importance of what he had done was recognised, at least by some people, during his lifetime. It meant, too, that he could spend his last years in some *security*.

Johannes Gutenberg died in Mainz in February 1468. He was buried in a Franciscan church in the city. The church was later demolished, and his grave has been lost.

No one wrote a grand account of his life at the time. No portrait was painted. There is no gravestone to visit. But his real memorial was already travelling along the roads and rivers of Europe, in carts and on barges and in the packs of wandering craftsmen: thousands of small metal letters, and the knowledge of how to make them.`,
    },
    {
      title: 'Words Take Flight',
      content: `What happened next was astonishing. In less than fifty years, printing spread across Europe like ripples across a pond.

Printers set up presses in Cologne and Basel, in Rome and in Paris. In Venice, which became one of the greatest printing cities of all, printers produced beautiful editions of ancient Greek and Latin books, some of them in small, portable sizes that people could carry in a bag. In 1476, a merchant and translator named William Caxton, who had learned printing in Cologne and worked in Bruges, set up the first printing press in England, at Westminster. Among the books he printed were Geoffrey Chaucer's Canterbury Tales.

By the year 1500, printing presses had been set up in more than two hundred towns and cities across Europe. Historians estimate that these early printers produced tens of thousands of different editions, and perhaps millions of individual books. Books printed before 1501 are still given a special name today: *incunabula*, from a Latin word meaning the cradle, or swaddling clothes, because they come from the infancy of printing.

The effects were enormous, and they spread in every direction.

Books became cheaper, and far more people could own them. More people learned to read. Ideas could now travel quickly and accurately. A scholar in one country could read exactly the same text as a scholar in another, with the same page numbers and the same diagrams, without the errors that crept in with every hand copy. Scientists could share precise drawings of plants, of the human body and of the stars, and build on one another's work. This helped to make possible the great growth of science in the centuries that followed.

Printing also changed religion and politics. In 1517, when a German monk named Martin Luther wrote his arguments for reforming the Church, printers copied and spread his writings across Germany within weeks. The great religious changes of the Reformation would have been very different without the press. Printing helped to shape languages, too, making spellings and grammar more regular, as millions of people read the same printed words. Newspapers, pamphlets, maps, songbooks, school books and, in time, novels all grew out of Gutenberg's letters of metal.

For more than three hundred years, printing remained much as he had left it. Compositors picked letters from cases one by one. Printers inked type with leather balls and pulled the bar of a wooden press. It was only in the nineteenth century that steam-powered presses and typesetting machines began to change the craft, and later still came photography, computers and screens.

Yet if you look closely at this page, or any page, you will still see Gutenberg's ideas. Words are made from separate letters, lined up evenly. Letters share a common height. There are margins and columns and neat, straight lines. Some of the typefaces we use today, even on phones, are distant descendants of the letters cast in those early workshops.

It is worth pausing, for a moment, to notice what you are doing right now. You are reading. Words that someone wrote are arriving in your mind, quietly, as if by magic. For most of human history, this was something only a few people could do, and only with great effort and expense. The fact that so many of us can do it so easily today rests on the *patient* work of many people over many centuries: Chinese and Korean printers, paper makers in the Islamic world, European scribes and, not least, a stubborn metalworker in Mainz who spent twenty years making letters out of metal, and died without knowing quite how far they would travel.

The next time you open a book, you might take one slow breath before you begin, and feel a small moment of *gratitude* for all the hands it has passed through on its way to you.`,
    },
  ],
} as const satisfies BookItem;
