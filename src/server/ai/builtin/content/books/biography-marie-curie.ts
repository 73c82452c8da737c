import type { BookItem } from '../types';

export const BIOGRAPHY_MARIE_CURIE = {
  id: 'biography-marie-curie',
  genre: 'biography',
  kind: 'new',
  title: 'The Patient Light: The Life of Marie Curie',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'A Girl Called Manya',
      content: `On 7 November 1867, in the city of Warsaw, a baby girl was born to a family of teachers. Her name was Maria Skłodowska, and her family called her Manya. She was the youngest of five children. Her father taught mathematics and physics, and her mother ran a boarding school for girls. Their home was full of books, scientific instruments and lively conversation.

Warsaw at that time was part of the Russian Empire. Poland did not exist as an independent country, and the Russian authorities tried hard to stamp out Polish language and culture. In school, lessons had to be taught in Russian. Children learned Polish history in secret, and when government inspectors visited the classroom, teachers and pupils hid their Polish books and pretended to be studying something else. Manya grew up knowing that learning could be precious, and even a little bit brave.

She was a remarkable pupil. She had an extraordinary memory and a gift for *concentration*. A well-known family story tells how, when she was reading, she became so absorbed that her brothers and sisters once built a tower of chairs around her as a joke, and she did not notice until she stood up and it all came tumbling down.

But her childhood also held deep sorrow. When she was eight, her eldest sister, Zofia, died of typhus. Two years later, her mother died of tuberculosis. Manya grieved terribly. For a time she struggled to find comfort anywhere. What helped her, slowly, was her family's closeness and her love of learning, which gave her something steady to hold.

At fifteen she finished secondary school at the top of her class, winning a gold medal. Then she hit a wall. The University of Warsaw did not accept women. If she wanted to study science properly, she would have to go abroad, and her family did not have the money to send her.

For a while she studied at the Flying University, a secret network of classes held in people's homes. It was called flying because it moved from place to place, to avoid the authorities. There, young Polish women and men studied science, history and literature in defiance of the rules.

Then Manya and her older sister Bronisława, called Bronya, made a pact. Bronya wanted to become a doctor, and to do that she needed to study in Paris. Manya would get a job and send money to support her. Once Bronya had qualified, she would help Manya to come to Paris in turn.

So at eighteen, Manya became a governess. For several years she lived with a family in the countryside, teaching their children. It was lonely work, and sometimes very dull, but she kept her promise and sent money to Paris. In the evenings, in her small room, she taught herself from textbooks on chemistry, physics and mathematics. She also started a little school for the children of local farm workers, teaching them to read in Polish, which was against the law.

Those years of waiting were hard. There were times when she wondered whether her dream would ever come true. But she did not give up. She kept studying, quietly and patiently, night after night, preparing for a future she could not yet see.

At last, in 1891, the moment came. Bronya had married and was settled in Paris, and she wrote inviting her sister to come and live with her. Manya, who was almost twenty-four, packed her few belongings, bought the cheapest train ticket she could find, and set off across Europe toward the city where she would spend the rest of her life. When she enrolled at the university there, she wrote her name in the French way: *Marie*.`,
    },
    {
      title: 'Paris, Pierre and a Bicycle',
      content: `Marie enrolled at the Sorbonne, the great university of Paris, in the autumn of 1891. It was one of the few universities in Europe that accepted women, though there were still very few women among its students. She sat in the front rows of the lecture halls, listening with total attention.

At first she lived with Bronya and her husband, but their home was a long way from the university and always full of visitors. So Marie moved to a tiny room in the Latin Quarter, close to her classes. It was at the top of six flights of stairs, under the roof. In winter it was so cold that she sometimes piled all her clothes on top of her bed to keep warm. She lived very simply and spent most of her time studying. Some days she forgot to eat properly, and on at least one occasion she fainted from hunger.

Yet she was happy. She later described those student years as among the best of her life. She had freedom. She had books and laboratories and brilliant teachers. Everything she had longed for during her years as a governess was suddenly within reach. She studied with great *focus*, and in 1893 she came first in her class in the degree in physics. The next year she earned a second degree, in mathematics.

In 1894 she was given a small research project on the magnetic properties of different kinds of steel. She needed a laboratory to work in, and a friend introduced her to a French scientist who might be able to help. His name was Pierre Curie.

Pierre was thirty-five, quiet, thoughtful and shy. He had already made important discoveries about crystals and magnetism. He was not interested in fame or money. He cared about science, about nature, and about finding out how things really worked. When he met Marie, he found someone who felt exactly the same way.

They began to talk, about physics, about the world, about the kind of lives they wanted to live. Pierre soon realised that he had fallen in love. He asked Marie to marry him. At first she hesitated. She had always planned to return to Poland, to teach and to help her country. But Pierre wrote her gentle letters, saying he hoped they could share a life devoted to their dreams: to her country, to humanity and to science.

They were married on 26 July 1895. It was a very simple wedding. Marie did not want a white dress she would never wear again, so she chose a dark blue outfit that would be practical in the laboratory. The couple used money from a wedding gift to buy two bicycles. For their honeymoon, they cycled through the French countryside, along quiet roads and through forests, stopping at little inns and sleeping wherever evening found them.

It was a *partnership* in every sense. At home they lived modestly, in a small flat with very little furniture. In the laboratory they worked side by side. Pierre admired Marie's energy and determination. Marie admired Pierre's calm and his deep, patient way of thinking. Each made the other better.

In September 1897 their first daughter, Irène, was born. Marie kept careful notes about her baby, just as she kept notes about her experiments: when Irène got her first tooth, when she took her first steps. Pierre's father, a retired doctor, came to live with them and helped to look after the little girl.

Now Marie needed a subject for her own research, a doctorate that would make her a fully fledged scientist. She began looking for a question that nobody had yet answered. And she found one in some strange, invisible rays that no one understood.`,
    },
    {
      title: 'The Glow in the Shed',
      content: `In 1896, a French scientist named Henri Becquerel had noticed something puzzling. Salts of the metal uranium gave off invisible rays. These rays could pass through black paper and leave a mark on a photographic plate, even in the dark. Nobody knew what they were or where they came from. Most scientists found them a curiosity and moved on.

Marie decided to study them. She used a very sensitive instrument that Pierre and his brother Jacques had invented, which could measure tiny electrical effects in the air. With it, she could measure how strong the rays were.

Working carefully, she tested many different substances. She found that the element thorium gave off rays too. And she discovered something important: the strength of the rays depended only on how much uranium or thorium there was. It did not matter whether the substance was wet or dry, powdered or solid, warm or cold. This suggested that the rays were coming from inside the atoms themselves. At the time, most scientists believed that atoms were the smallest and simplest things that existed, solid and unchanging. Marie's idea hinted that they might be more complicated. She gave this strange behaviour a name: *radioactivity*.

Then came a surprise. A mineral called pitchblende, which contained uranium, gave off much stronger rays than the uranium inside it could explain. Marie reasoned that pitchblende must contain something else, some unknown element, far more radioactive than uranium. Pierre was so excited by this that he put aside his own research to work with her.

In July 1898 they announced the discovery of a new element. Marie named it polonium, after her beloved Poland. In December of the same year they announced another, even more powerful. They named it radium, from the Latin word for a ray.

But announcing an element is not the same as proving it. Other scientists wanted to see it and weigh it. And there was only a tiny amount of radium in pitchblende, far less than one part in a million. To collect enough to study, the Curies would have to process tonnes of the mineral.

The only space they could find was an old wooden shed across a courtyard from the school where Pierre taught. It had a leaky glass roof, a dirt floor and a rusty iron stove. In summer it was stifling, and in winter it was bitterly cold. A visiting chemist later said it looked more like a stable or a potato cellar than a laboratory.

For nearly four years, Marie worked there. She boiled and stirred great pots of pitchblende with an iron rod almost as tall as herself, and then purified the results again and again, in long, slow, repetitive steps. It was exhausting, dusty, physical work, and it required enormous *patience*. Each stage took the material closer to pure radium, but progress could only be measured in tiny fractions.

Some evenings, after their daughter was asleep, Marie and Pierre walked back across the courtyard to the shed. They did not turn on the lights. In the darkness, their little glass tubes and bottles of radium salts glowed with a faint, soft, bluish light, like tiny stars. Marie later wrote that these glowing tubes looked like faint fairy lights, and that those quiet evenings were among the most moving moments of their lives.

In 1902, at last, Marie had prepared a tenth of a gram of pure radium chloride, enough to measure the atomic weight of radium and prove beyond doubt that it was real. The next year, she was awarded her doctorate. And in December 1903, Marie and Pierre Curie, together with Henri Becquerel, were awarded the Nobel Prize in Physics. Marie was the first woman ever to receive a Nobel Prize.`,
    },
    {
      title: 'Carrying On',
      content: `The Nobel Prize made the Curies famous. Newspapers wrote about them, visitors queued at their door, and radium became a sensation. The Curies did not enjoy the attention. They found it tiring and distracting, and longed to get back to their work. They also made an unusual choice. They did not patent their method for producing radium, which might have made them rich. They believed scientific knowledge should be shared freely, for the good of everyone.

In December 1904 their second daughter, Ève, was born. For a little while, life was full and bright. Pierre was given a professorship at the Sorbonne and, at last, the promise of a proper laboratory.

Then, on a rainy day in April 1906, Pierre was crossing a busy street in Paris when he slipped and fell in front of a heavy horse-drawn wagon. He died instantly. He was forty-six years old.

Marie was heartbroken. For a long time she could hardly speak of it. She kept a private journal in which she wrote to Pierre as if he could still hear her, telling him about her days and her grief. Friends worried about her. But in the middle of her sorrow, she made a decision. The Sorbonne offered her Pierre's professorship, and she accepted. She would carry on the work they had begun together.

On 5 November 1906, she gave her first lecture. A large crowd came, many of them curious to see the first woman ever to teach at the Sorbonne. Marie walked in, stood at the front, and began her lecture at the very point where Pierre had stopped in his last one. It was a quiet act of great *courage*.

In the years that followed, she worked harder than ever. She continued purifying radium and studying its properties, and she trained students from all over the world. In 1911 she was awarded a second Nobel Prize, this time in Chemistry, for the discovery of polonium and radium and for isolating radium. She became the first person ever to win two Nobel Prizes, and she remains the only person to have won them in two different sciences.

Marie now dreamed of a great laboratory devoted to the study of radioactivity and its use in medicine, for doctors had found that radium could help to treat some cancers. With help from the University of Paris and the Pasteur Institute, the Radium Institute was built. It was finished in the summer of 1914. But before Marie could move in, the First World War began.

Marie knew that X-rays, which had been discovered in 1895, could help doctors find bullets and broken bones inside wounded soldiers. But most X-ray machines were in city hospitals, far from the battlefields. So she had an idea. She fitted X-ray equipment into motor cars, with a small generator to power it, so that the machines could be driven to field hospitals near the front. The soldiers called these cars little Curies.

Marie learned to drive so that she could take the cars out herself. She learned basic mechanics, too, to fix them when they broke down. She trained around 150 women to work as X-ray operators. And her daughter Irène, who was still a teenager when the war began, worked beside her, and soon went out to hospitals on her own to help. Altogether, the X-ray services Marie helped to organise are estimated to have examined more than a million wounded soldiers, helping doctors to treat them more quickly and more safely.

It was not the work she had planned. But she saw what was needed and gave all her skill and *energy* to it, patiently, for four long years.`,
    },
    {
      title: 'What Remains',
      content: `When the war ended in 1918, Marie finally moved into her Radium Institute. It became one of the leading centres in the world for research into radioactivity, and many young scientists, a good number of them women, trained there under her guidance. She was a demanding teacher, precise and serious, but she was also known for her loyalty to her students and her quiet, dry humour.

Research needed radium, and radium was extremely expensive. Marie's laboratory owned only one gram of it. In 1920 an American journalist named Missy Meloney interviewed her and was amazed to learn this. She organised a fundraising campaign among women in the United States to buy a gram of radium as a gift. In 1921 Marie, who disliked travel and public events, sailed to America with her daughters to receive it. President Warren Harding presented it to her at the White House. The trip was tiring, but it helped her laboratory enormously.

As the years passed, Marie's health began to fail. For decades she had handled radioactive materials with no protection at all. In those early days, nobody understood how harmful radiation could be. She had carried test tubes of radium in her pockets and kept them in her desk drawer. Her hands were scarred from the work, and her eyesight was clouded by cataracts. She grew tired easily. Yet she kept working, and kept going to her laboratory, for as long as she possibly could.

In the spring of 1934 she became seriously ill. She was taken to a sanatorium in the mountains of eastern France, in the hope that the clean air would help her. She died there on 4 July 1934, at the age of sixty-six. Her illness, a disease of the blood and bone marrow, was almost certainly caused by her long exposure to radiation.

She did not live to see one more great achievement. In 1935, her daughter Irène and Irène's husband, Frédéric Joliot-Curie, received the Nobel Prize in Chemistry for discovering how to create new radioactive elements artificially. Between them, Marie, Pierre, Irène and Frédéric received five Nobel Prizes. Marie's younger daughter, Ève, became a writer and wrote a much-loved biography of her mother.

Today Marie Curie's notebooks from the 1890s are still slightly radioactive. They are kept in lead-lined boxes in Paris, and visitors who wish to read them must wear protective clothing. In 1995, her remains and Pierre's were moved to the Panthéon in Paris, the resting place of France's most honoured citizens. She was the first woman to be buried there for her own achievements.

Her discoveries changed the world. They helped to reveal that atoms have an inner structure and that some of them change over time, giving off energy as they do. They led to treatments for cancer that have helped countless people. They led, too, to new understanding of the dangers of radiation, and to the careful safety rules that scientists and doctors follow today.

But when we look at Marie Curie's life, perhaps what stands out most is not only her brilliance. It is her *steadiness*. As a girl she learned in secret. As a young woman she waited years for her chance, studying alone at night. In a leaky shed she stirred pots of pitchblende for four long years, one small step after another. When grief struck her, she stood up and carried on the lecture from the very sentence where it had been broken off.

Some of the brightest things in the world, it seems, are found the way Marie and Pierre found their glowing tubes: by patient work in humble places, and by taking the time, at the end of a long day, to stand quietly in the dark and *notice* the light.`,
    },
  ],
} as const satisfies BookItem;
