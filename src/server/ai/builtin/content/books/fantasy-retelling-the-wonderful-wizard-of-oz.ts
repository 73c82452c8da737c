import type { BookItem } from '../types';

export const FANTASY_RETELLING_OZ = {
  id: 'fantasy-retelling-the-wonderful-wizard-of-oz',
  genre: 'fantasy',
  kind: 'existing',
  title: 'The Wonderful Wizard of Oz, Retold',
  author: 'Stillwell Library, after L. Frank Baum',
  retells: { title: 'The Wonderful Wizard of Oz', author: 'L. Frank Baum' },
  sections: [
    {
      title: 'The Cyclone',
      content: `Dorothy lived in the middle of the wide Kansas prairie with her Uncle Henry, who was a farmer, and her Aunt Em. Their house was small, just one room, with a little cellar dug into the ground for safety when the great storms came. All around them the land was flat and grey. Uncle Henry and Aunt Em worked hard from morning until night, and they rarely smiled. What kept Dorothy laughing was *Toto*, her little black dog with long silky hair and merry black eyes.

One day the sky turned darker than Dorothy had ever seen it. The wind began to moan across the prairie. Uncle Henry ran to see to the animals, and Aunt Em called for Dorothy to hurry into the cellar. But Toto, frightened, hid under the bed, and by the time Dorothy had pulled him out, a *cyclone* had reached the house. The whole house shook, rose slowly into the air, and began to spin.

Dorothy found herself being carried up and up, right in the centre of the whirling wind, where it was strangely calm. Hour after hour passed. At last, with Toto beside her, she crept onto her bed and fell fast asleep.

She woke with a bump. The house had landed. Sunshine flooded through the window, and when she opened the door she gasped. She was in a country of great beauty, with green lawns, tall trees heavy with fruit, bright flowers and sparkling streams.

Walking towards her came three little men and a little old woman, all dressed in blue, with round hats that rose to a point and had tiny bells around the brim. The woman bowed and welcomed Dorothy to the land of the *Munchkins*. She thanked her warmly for setting them free. Dorothy was puzzled, until the woman pointed to the corner of the house. Underneath it, only two feet could be seen, wearing silver shoes. The house had landed right on the Wicked Witch of the East, who had kept the Munchkins as her servants for many years. Soon even the feet had dried away in the sun, and only the silver shoes were left.

The little old woman was the *Good Witch of the North*. She gave the silver shoes to Dorothy, saying there was some charm in them, though she did not know what it was. Dorothy thanked her, but she said what she wanted most was to go home to Kansas, where Aunt Em would be worrying about her. The Munchkins shook their heads. The land of Oz, they said, was circled by a great desert that no one could cross.

The Good Witch suggested that Dorothy should go to the *Emerald City* in the very centre of the country, and ask the great Wizard of Oz for help. To follow the way, Dorothy needed only to keep to the road paved with yellow brick. Before she left, the Good Witch kissed her on the forehead, leaving a round shining mark. No one, she promised, would dare to harm a girl who had been kissed by the Witch of the North.

So Dorothy put on the silver shoes and set off with Toto trotting at her heels along the *yellow brick road*.

After a while she sat down to rest beside a cornfield. On a pole stood a Scarecrow, his head a small sack stuffed with straw, with eyes, nose and mouth painted on. To her surprise, one of the painted eyes slowly winked at her. The Scarecrow spoke, and asked her kindly to lift him down from the pole. She did, and he thanked her. When he heard where she was going, he asked if the Wizard might give him some brains, since his head was stuffed with straw. Dorothy said she did not see why not. So the Scarecrow joined her, and the two friends walked on together down the yellow road.`,
    },
    {
      title: 'Friends Along the Road',
      content: `The next morning, deep in a forest, Dorothy and the Scarecrow heard a groan. Among the trees they found a man made entirely of tin, standing perfectly still with an axe raised in his hands. He had been caught in the rain and rusted so badly that he could not move at all. Dorothy fetched his oil can from his little cottage and oiled his joints, one by one, until he could lower his axe and move his arms and legs again.

The Tin Woodman told them his sad story. Once he had been a real man who loved a Munchkin girl. But through a witch's enchantment, piece by piece, he had become all tin, and the tinsmith who made his new body had forgotten to give him a heart. Without a heart, he could not love anyone. When he heard they were going to see the Wizard, he asked to come, hoping Oz would give him a heart. The Scarecrow said he would still rather have brains, but the Tin Woodman said he would choose a heart, for brains do not make anyone happy.

A little further on, a great *Lion* bounded out of the woods with a terrible roar. He knocked the Scarecrow over and struck at the Tin Woodman, and then he opened his mouth to snap at Toto. Dorothy rushed forward and slapped him on the nose, telling him he ought to be ashamed to bite a poor little dog. The Lion rubbed his nose and admitted that he was a coward. Everyone expected him to be brave, he said, because lions are the kings of beasts, so he roared very loudly, and most creatures ran away. But inside, his heart beat fast with fear. He asked if Oz might give him *courage*, and so he joined them too.

The four friends had many adventures on the road. They crossed a deep ditch, with the Lion carrying each of them over on his back, even though he trembled. They escaped from fierce beasts called Kalidahs, thanks to the clever Scarecrow's plan to cut through a log bridge. They built a raft to cross a wide river, and the Scarecrow was left stranded on a pole in the middle of the water until a kind Stork carried him back.

Then they came to a great meadow of scarlet *poppies*. The flowers smelled so sweet and heavy that anyone who breathed them for long fell into a deep sleep. Dorothy's eyes closed, and Toto curled up beside her. The Scarecrow and the Tin Woodman, who did not breathe, carried her out of the field. The Lion ran as fast as he could, but he was so big that he fell asleep before he reached the edge.

While the Woodman was wondering what to do, a wildcat chased a little grey field mouse past him. The Woodman stopped the wildcat and saved the mouse, who turned out to be the *Queen of the Field Mice*. In gratitude, she called thousands of her subjects. The Woodman quickly built a little cart, and the mice, pulling on strings, hauled the sleeping Lion out of the poppies and into the fresh air. When he woke, he was very grateful to be alive.

At last they saw a beautiful green glow in the sky. It was the *Emerald City*. At the gate, the Guardian locked green spectacles over everyone's eyes, to protect them from the brightness, he said. Everything inside shone green, the streets, the houses, even the people's clothes.

The great Oz would see only one of them each day, and to each he looked different. To Dorothy he was an enormous head on a throne. To the Scarecrow he was a lovely lady with wings. To the Tin Woodman he was a terrible beast, and to the Lion a ball of fire. But each time, he gave the same answer. He would help them only if they destroyed the *Wicked Witch of the West*, who ruled the land of the Winkies. Dorothy wept, for she had never harmed anyone on purpose. But her friends agreed to go with her, and they set off towards the west.`,
    },
    {
      title: 'The Witch of the West',
      content: `There was no road to the west, for no one ever wished to go there. The friends walked across open fields of buttercups and daisies, and as they went, the country grew wilder and rougher. The Wicked Witch of the West had only one eye, but it was as powerful as a telescope, and from her castle she saw them coming from far away. She did not want them in her land at all.

First she sent a pack of wolves, then a flock of crows, and then a swarm of black bees. Each time, Dorothy's friends protected her. The Tin Woodman stood guard with his axe. The Scarecrow, clever as ever, covered Dorothy, Toto and the Lion with his own straw so that the bees could not reach them, and the bees broke their stings on the Woodman's tin. The Witch grew angrier and angrier.

Then she took down a magic *Golden Cap* from her cupboard. Whoever owned this cap could call upon the Winged Monkeys three times, and they would have to obey. The Witch put it on, said the magic words, and the sky filled with the beating of wings. The Monkeys swooped down on the travellers. They scattered the Scarecrow's straw and dropped the Tin Woodman onto sharp rocks, leaving him dented. They tied up the Lion and carried him off to the Witch's castle. But when they reached Dorothy, they saw the mark of the Good Witch's kiss on her forehead, and they did not dare to hurt her. They carried her gently to the castle and set her down at the door.

The Witch saw the kiss mark and the silver shoes, and she trembled, for she knew their power was great. But then she looked into Dorothy's eyes and saw that the girl did not know how to use them. So she made Dorothy her servant. Dorothy scrubbed pots, swept floors and kept the fire burning all day long. The Lion was locked in a yard, but every night Dorothy crept out to bring him food, and they would lie together on the straw and talk softly about how they might escape.

The Witch wanted the silver shoes more than anything. One day she laid an iron bar across the kitchen floor and made it invisible. Dorothy tripped over it, and as she fell, one silver shoe slipped off. The Witch snatched it up at once.

Dorothy was so angry that she picked up a bucket of *water* standing nearby and threw it over the Witch, splashing her from head to foot. At once the Witch gave a cry and began to shrink. She dwindled away, like brown sugar melting in warm tea, until nothing was left of her but a puddle on the floor and her old black cloak. The Witch had known all along that water would be the end of her, which is why she never went near it. Dorothy, quite astonished, picked up the silver shoe, cleaned it and put it back on her foot.

She ran out to the yard and told the Lion that they were *free*. Then she called together all the yellow Winkies, who had been the Witch's servants, and told them too. They were so happy that they held a great feast, and they made that day a holiday forever after.

The Winkies went out and found the Tin Woodman lying battered on the rocks. They carried him back to the castle, and the finest tinsmiths in the land hammered and polished and soldered him until he shone as good as new. Then they found the Scarecrow's clothes hanging in a tall tree. The Woodman chopped the tree down, and they stuffed the clothes with fresh clean straw, and there he was again, smiling his painted smile.

That night the four friends sat together in the castle, glad and safe, with Toto snoring softly at Dorothy's feet. They had done what the great Oz had asked. Now, at last, they could go back and claim what he had promised.`,
    },
    {
      title: 'The Wizard Behind the Screen',
      content: `Before they left the castle, Dorothy found the Golden Cap in the Witch's cupboard. She did not know its magic, but she thought it was pretty, so she put it on. The Winkies begged the Tin Woodman to come back one day and rule over them, and he promised he would think about it. Then the friends set off towards the east, where the sun rose.

But there was no road, and they soon got lost among the wide meadows. Days passed, and they grew tired and worried. At last the Queen of the Field Mice suggested that Dorothy use the Golden Cap. Dorothy read the words written inside it and called the *Winged Monkeys*. This time the Monkeys had to obey her. They carried the friends gently through the air, all the way to the gates of the Emerald City. On the way, the Monkey King told them how his people had come under the cap's spell long ago.

The Guardian of the Gates was amazed to see them. He put the green spectacles on their eyes once more, and they went to the palace. But the great Oz kept them waiting for days. At last the friends let him know that if he did not see them, they would call the Winged Monkeys. That brought an answer quickly.

They entered the *Throne Room* together. There was no head, no lady, no beast and no fire. They saw no one at all, but a solemn voice seemed to come from somewhere near the ceiling. Dorothy said they had done what he asked, and the Witch of the West was gone. The voice said they must come back tomorrow to think it over.

The Lion gave a great roar, so loud and sudden that Toto jumped in fright and tipped over a screen standing in the corner. Behind it stood a little old man with a bald head and a wrinkled face, looking just as surprised as they were.

The great and terrible Oz was not a wizard at all. He was an ordinary man from Omaha, who had once worked for a circus, going up in a hot-air *balloon* to draw the crowds. One day the ropes had tangled, and the balloon had floated far away, until it came down in this strange land. The people had seen him come down from the clouds and believed he was a great wizard. He let them believe it, and he had the Emerald City built. He made everyone wear green spectacles, so that everything would look green. He had fooled everyone, and he said he was sorry. He was really a very good man, he told them, just a very bad wizard.

Still, he did his best to help. He pointed out to the friends that they already had what they had been seeking. The Scarecrow had come up with every clever plan on the journey. The Tin Woodman had wept over the smallest creature he hurt by accident. The Lion had faced every danger, even while trembling. *True courage*, Oz said, is facing danger when you are afraid.

But his friends still wanted something to hold, so Oz gave it to them. He filled the Scarecrow's head with bran mixed with pins and needles, to make him sharp. He cut a little hole in the Tin Woodman's chest and placed in it a pretty heart of silk, stuffed with sawdust. He gave the Lion a dish of something green and bubbling to drink, and told him it was courage. All three went away delighted and full of new confidence.

For Dorothy, Oz built a new balloon of green silk, and he decided to go with her back across the desert. The whole city gathered to see them off. But just as the balloon was rising, Toto ran after a kitten, and Dorothy ran after Toto. The ropes snapped, and the balloon floated up into the sky with Oz inside, calling goodbye.

Dorothy was left behind, and she cried for a long time. Her friends sat beside her and did not know how to comfort her.`,
    },
    {
      title: 'There Is No Place Like Home',
      content: `Then a soldier with green whiskers had an idea. Perhaps *Glinda*, the Good Witch of the South, could help. She was the most powerful of all the witches, and she ruled the land of the Quadlings. She might know how to cross the desert. So once again the little company set out, this time towards the south.

It was a long and strange journey. At the edge of a forest, the branches of some fighting trees bent down and tried to push them back, but the Tin Woodman chopped them away. Beyond a high wall they found a whole country made of *china*. The houses, the cows, the milkmaids and even the princesses were all of delicate painted china.

Then they passed through a great forest where all the animals were afraid. A giant spider-like monster had been troubling them. The Lion went quietly to the place where it slept and, with one swift blow, put an end to its troublemaking. The grateful animals bowed down before him, and he promised that once Dorothy was safely home, he would come back and be their king.

Next they reached a steep hill guarded by the Hammer-Heads, odd creatures with no arms who shot out their heads to knock travellers back down. The friends could not get past, so Dorothy used the Golden Cap for the last time. The Winged Monkeys carried them over the hill and set them down in the bright and pleasant country of the Quadlings, who were dressed all in red.

Glinda received them in her castle. She was beautiful and kind, and she listened to Dorothy's story with a smile. Glinda asked for the Golden Cap, and Dorothy gladly gave it to her. Then Glinda asked each of Dorothy's friends what they would do when Dorothy was gone.

The Scarecrow said that Oz had asked him to rule the *Emerald City* in his place, and he would like to go back. The Tin Woodman said he would like to rule the kindly Winkies in the west. The Lion said he would go back to the great forest to be king of the beasts. Glinda promised to use the Golden Cap to have the Winged Monkeys carry each of them home. Then, she said, she would give the cap to the Monkey King, so that the Monkeys would be free forever.

"But how can I get back to Kansas?" asked Dorothy.

Glinda smiled. "Your *silver shoes* will carry you over the desert," she said. "If you had known their power, you could have gone back to your Aunt Em the very first day you came."

Dorothy's friends said they were glad she had not, for then the Scarecrow would never have found his brains, or the Woodman his heart, or the Lion his courage.

Glinda explained that the shoes could carry their wearer anywhere in three steps. All Dorothy had to do was knock the heels together three times and say where she wanted to go.

Dorothy hugged the Lion and the Tin Woodman and the Scarecrow, and she found that she was crying, and so were they. Then she picked up Toto, held him tight, clicked the heels of her shoes together three times, and said, "Take me home to Aunt Em!"

At once she was whirling through the air, and the wind whistled past her ears. Then she was rolling on the soft grass of the Kansas prairie. In front of her stood the new farmhouse Uncle Henry had built after the cyclone. The silver shoes had fallen off somewhere in the desert, and were lost forever.

Aunt Em came out to water the cabbages, looked up, and saw Dorothy running towards her. She folded the little girl in her arms and kissed her again and again, and asked where she could possibly have been all this time.

Dorothy told her she had been in the Land of Oz, and that Toto had been there too. Then she hugged her aunt tightly, and said that of all the wonderful places she had seen, there was nowhere in the world as good as being *at home*.`,
    },
  ],
} as const satisfies BookItem;
