import type { PoseItem } from './types';

/** Real yoga poses the yoga planner can suggest, with safe steps, moods and the best times of day. */
export const POSES = [
  {
    name: 'Mountain Pose (Tadasana)',
    benefits: 'Improves posture, grounds the body and builds steady awareness of alignment.',
    instructions:
      'Stand with feet hip-width apart or big toes touching, weight spread evenly across both feet|Gently firm the thighs and lengthen your tailbone toward the floor|Lift through the crown of the head and relax the shoulders down and back|Let the arms rest by your sides with palms facing forward|Breathe slowly for 5 to 10 breaths',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['focused', 'balanced', 'calm'],
    timesOfDay: [],
  },
  {
    name: 'Warrior I (Virabhadrasana I)',
    benefits: 'Strengthens the legs, opens the hips and chest, and builds confidence and stamina.',
    instructions:
      "From standing, step one foot back about a leg's length and turn the back foot out about 45 degrees|Bend the front knee over the ankle, keeping the back leg strong|Square your hips toward the front as much as is comfortable|Raise your arms overhead with shoulders relaxed|Hold for 5 breaths, then switch sides",
    difficulty: 'beginner',
    category: 'standing',
    moods: ['energetic', 'focused', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Warrior II (Virabhadrasana II)',
    benefits: 'Strengthens the legs and ankles, opens the hips and builds stamina and focus.',
    instructions:
      'Step your feet wide apart and turn the front foot out 90 degrees and the back foot slightly in|Bend the front knee until it is over the ankle, keeping it in line with the middle toes|Extend your arms out at shoulder height, parallel to the floor|Gaze softly over the front fingertips|Hold for 5 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['energetic', 'focused', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Triangle Pose (Trikonasana)',
    benefits: 'Stretches the hamstrings, hips and side body while strengthening the legs and core.',
    instructions:
      'Stand with feet wide, front foot turned out 90 degrees and back foot slightly in|Extend your arms to shoulder height and reach forward over the front leg|Lower the front hand to your shin, a block or the floor, and lift the top arm toward the ceiling|Keep both sides of the waist long and the chest open|Hold for 5 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['balanced', 'focused', 'calm'],
    timesOfDay: [],
  },
  {
    name: 'Extended Side Angle Pose (Utthita Parsvakonasana)',
    benefits:
      'Strengthens the legs and stretches the whole side of the body from heel to fingertips.',
    instructions:
      'From Warrior II, bend the front knee over the ankle|Rest the front forearm on the thigh, or the hand on a block inside the foot|Reach the top arm over your ear in one long line from the back heel|Roll the top shoulder gently back to open the chest|Hold for 5 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['energetic', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Chair Pose (Utkatasana)',
    benefits: 'Strengthens the thighs, glutes and back, and builds heat and determination.',
    instructions:
      'Stand with feet together or hip-width apart|Bend your knees and sit your hips back as if into a chair|Keep your weight in your heels and your knees behind your toes|Raise your arms overhead, keeping the shoulders relaxed|Hold for 5 breaths, then straighten the legs to come up',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['energetic', 'focused'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Goddess Pose (Utkata Konasana)',
    benefits: 'Strengthens the legs and opens the hips and inner thighs.',
    instructions:
      'Step your feet wide and turn the toes out about 45 degrees|Bend your knees and lower your hips, tracking the knees over the toes|Keep your spine tall and your tailbone pointing down|Bend your elbows to 90 degrees with palms forward, or bring your hands to your heart|Hold for 5 to 8 breaths',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['energetic', 'stressed'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Reverse Warrior (Viparita Virabhadrasana)',
    benefits: 'Stretches the side body and strengthens the legs while lifting the mood.',
    instructions:
      'Begin in Warrior II with the front knee bent|Turn the front palm up and reach that arm up and back|Let the back hand slide lightly down the back leg without leaning on it|Keep the front knee bent over the ankle|Hold for 3 to 5 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['energetic', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'High Lunge (Ashta Chandrasana)',
    benefits: 'Strengthens the legs, stretches the hip flexors and builds balance and stamina.',
    instructions:
      'From standing, step one foot back and stay on the ball of the back foot|Bend the front knee over the ankle and keep the back leg long and active|Bring your hips level and lift your torso upright|Raise your arms overhead with shoulders relaxed|Hold for 5 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['energetic', 'focused', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Low Lunge (Anjaneyasana)',
    benefits: 'Stretches the hip flexors and thighs, which often tighten from long sitting.',
    instructions:
      'From a lunge, lower the back knee to the mat, with padding under it if needed|Keep the front knee over the ankle|Lift your chest and place your hands on the front thigh or raise them overhead|Gently sink the hips forward until you feel a stretch in the front of the back hip|Hold for 5 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['energetic', 'stressed', 'tired'],
    timesOfDay: [],
  },
  {
    name: 'Garland Pose (Malasana)',
    benefits:
      'Opens the hips and groin, stretches the ankles and lower back, and grounds the body.',
    instructions:
      'Stand with feet a little wider than hip-width, toes turned out|Bend your knees and lower your hips into a deep squat, with a block under the hips or heels if needed|Bring your palms together at your heart|Press your elbows gently against the inner knees to lengthen your spine|Hold for 5 to 8 breaths, then come up slowly',
    difficulty: 'beginner',
    category: 'standing',
    moods: ['stressed', 'balanced', 'calm'],
    timesOfDay: [],
  },
  {
    name: 'Humble Warrior (Baddha Virabhadrasana)',
    benefits: 'Opens the shoulders and hips and encourages a quiet, inward focus.',
    instructions:
      'Begin in Warrior I with the front knee bent|Interlace your hands behind your back and draw your shoulders back|Bow your torso forward inside the front knee|Let your knuckles reach toward the ceiling without straining the shoulders|Hold for 5 breaths, lift up slowly and switch sides',
    difficulty: 'intermediate',
    category: 'standing',
    moods: ['stressed', 'calm', 'focused'],
    timesOfDay: [],
  },
  {
    name: 'Lizard Pose (Utthan Pristhasana)',
    benefits: 'Deeply opens the hips and hip flexors and stretches the hamstrings.',
    instructions:
      'From Downward-Facing Dog, step your right foot to the outside of your right hand|Lower the back knee to the mat if you like|Keep both hands inside the front foot, or lower onto blocks or forearms|Keep the front knee over the ankle and breathe into the hips|Hold for 5 to 8 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'standing',
    moods: ['stressed', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Tree Pose (Vrksasana)',
    benefits: 'Improves balance and concentration and strengthens the ankles and legs.',
    instructions:
      'Stand tall in Mountain Pose and shift your weight onto your left foot|Place the sole of your right foot on your left ankle, calf or inner thigh, never on the knee|Press foot and leg gently into each other and find a steady point to look at|Bring your palms together at your chest or raise your arms overhead|Hold for 5 to 8 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'balance',
    moods: ['focused', 'balanced', 'calm'],
    timesOfDay: [],
  },
  {
    name: 'Warrior III (Virabhadrasana III)',
    benefits: 'Strengthens the standing leg, back and core and sharpens concentration.',
    instructions:
      'From a high lunge, shift your weight onto the front foot|Hinge forward at the hips and lift the back leg until body and leg are close to parallel with the floor|Keep the hips level and the toes of the lifted foot pointing down|Reach your arms forward or rest your hands on blocks|Hold for 3 to 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'balance',
    moods: ['focused', 'energetic', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Half Moon Pose (Ardha Chandrasana)',
    benefits:
      'Strengthens the legs and core, opens the hips and improves balance and coordination.',
    instructions:
      'From Triangle Pose, bend the front knee and place your front hand on the floor or a block about a foot ahead|Shift your weight into the front foot and lift the back leg to hip height|Stack your top hip over the bottom hip and reach the top arm up|Look down or to the side if balance is shaky|Hold for 3 to 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'balance',
    moods: ['focused', 'balanced', 'energetic'],
    timesOfDay: [],
  },
  {
    name: 'Eagle Pose (Garudasana)',
    benefits: 'Improves balance and focus and stretches the shoulders, upper back and outer hips.',
    instructions:
      'Stand with knees slightly bent and cross your right thigh over your left|Hook the right foot behind the left calf if you can, or rest the toes on the floor|Cross your left arm over your right at the elbows and bring the palms toward each other|Lift your elbows to shoulder height and sink your hips a little lower|Hold for 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'balance',
    moods: ['focused', 'stressed', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Dancer Pose (Natarajasana)',
    benefits:
      'Improves balance, opens the chest and shoulders and stretches the front of the thigh.',
    instructions:
      'Stand on your left leg and bend your right knee, holding the inside of the right foot with your right hand|Reach the left arm forward at shoulder height|Press the right foot back into your hand and tip the torso slightly forward|Keep the standing leg firm without locking the knee|Hold for 3 to 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'balance',
    moods: ['focused', 'energetic', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Extended Hand-to-Big-Toe Pose (Utthita Hasta Padangusthasana)',
    benefits:
      'Strengthens the standing leg, stretches the hamstrings and trains balance and focus.',
    instructions:
      'Stand tall and shift your weight onto your left foot|Bend your right knee and hold the big toe with two fingers, or loop a strap around the foot|Slowly extend the right leg forward only as far as you can keep your spine upright|Keep both hips level and the standing leg firm|Hold for 3 to 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'balance',
    moods: ['focused', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Crow Pose (Bakasana)',
    benefits: 'Strengthens the arms, wrists and core and builds focus and confidence.',
    instructions:
      'Squat with feet close together and place your hands shoulder-width apart on the mat|Bend your elbows slightly and bring your knees high onto the backs of your upper arms|Shift your weight forward into your hands, looking slightly ahead|Lift one foot, then the other, keeping your core engaged|Hold for a few breaths, with a cushion in front of your face if you are nervous',
    difficulty: 'advanced',
    category: 'balance',
    caution:
      'Weight on the wrists: put a cushion in front of the face, and skip it with a wrist injury.',
    moods: ['focused', 'energetic'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Side Plank (Vasisthasana)',
    benefits: 'Strengthens the arms, wrists, core and the sides of the body.',
    instructions:
      'Start in Plank Pose with your hands under your shoulders|Shift onto the outer edge of your right foot and stack your left foot on top, or lower the right knee for support|Lift your left arm toward the ceiling and keep your hips lifted|Keep a straight line from head to heels|Hold for 3 to 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'balance',
    moods: ['energetic', 'focused', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Boat Pose (Navasana)',
    benefits: 'Strengthens the core and hip flexors and improves balance and focus.',
    instructions:
      'Sit with knees bent and feet on the floor, hands behind your thighs|Lean back slightly, keeping your chest lifted and spine long|Lift your feet so your shins are parallel to the floor|Reach your arms forward, and straighten the legs only if your back stays long|Hold for 3 to 5 breaths',
    difficulty: 'intermediate',
    category: 'balance',
    moods: ['energetic', 'focused'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Plank Pose (Phalakasana)',
    benefits: 'Strengthens the arms, shoulders and core and builds whole-body stability.',
    instructions:
      'Start on hands and knees with your hands under your shoulders|Step your feet back so your body forms a straight line from head to heels|Press the floor away and spread your fingers wide|Draw your belly in gently and keep your hips level|Hold for 5 breaths, lowering your knees if needed',
    difficulty: 'beginner',
    category: 'balance',
    moods: ['energetic', 'focused'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Standing Split (Urdhva Prasarita Eka Padasana)',
    benefits:
      'Stretches the hamstrings and calves, strengthens the standing leg and calms the mind.',
    instructions:
      'From a standing forward bend, bring your hands to the floor or blocks|Shift your weight onto your left foot|Lift your right leg up behind you as high as is comfortable|Let your head hang and keep your hips roughly level|Hold for 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'balance',
    caution:
      'The head is below the heart: keep the hands on blocks, and come up slowly if you feel dizzy.',
    moods: ['balanced', 'calm', 'focused'],
    timesOfDay: [],
  },
  {
    name: 'Easy Pose (Sukhasana)',
    benefits:
      'Calms the mind, opens the hips and supports a tall, relaxed posture for breathing and meditation.',
    instructions:
      'Sit cross-legged on a mat, sitting on a folded blanket or cushion if your knees are higher than your hips|Rest your hands on your knees or in your lap|Lengthen your spine and relax your shoulders|Close your eyes or soften your gaze|Breathe slowly for 1 to 5 minutes, switching the cross of your legs halfway',
    difficulty: 'beginner',
    category: 'seated',
    moods: ['calm', 'stressed', 'tired'],
    timesOfDay: [],
  },
  {
    name: 'Staff Pose (Dandasana)',
    benefits: 'Strengthens the back muscles, improves posture and stretches the hamstrings.',
    instructions:
      'Sit with your legs straight out in front of you, feet flexed|Place your hands beside your hips and press gently into the floor|Lift through your chest and the crown of your head|Sit on a folded blanket if your lower back rounds|Hold for 5 to 8 breaths',
    difficulty: 'beginner',
    category: 'seated',
    moods: ['focused', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Hero Pose (Virasana)',
    benefits: 'Stretches the thighs, knees and ankles and supports a steady seat for breathing.',
    instructions:
      'Kneel with your knees together and your feet slightly wider than your hips|Sit back between your heels, or on a block if your hips do not reach the floor|Keep the tops of your feet flat on the floor|Rest your hands on your thighs and lengthen your spine|Hold for 1 to 3 minutes, and come out if you feel any knee pain',
    difficulty: 'beginner',
    category: 'seated',
    moods: ['calm', 'focused'],
    timesOfDay: [],
  },
  {
    name: 'Bound Angle Pose (Baddha Konasana)',
    benefits: 'Opens the hips and inner thighs and gently calms the mind.',
    instructions:
      'Sit tall and bring the soles of your feet together, letting the knees fall open|Hold your feet or ankles|Support your knees with cushions if your hips are tight|Lengthen your spine, and fold forward slightly only if your back stays long|Hold for 1 to 2 minutes',
    difficulty: 'beginner',
    category: 'seated',
    moods: ['calm', 'stressed', 'tired'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Thunderbolt Pose (Vajrasana)',
    benefits: 'Creates a steady, upright seat for breathing and can feel comfortable after meals.',
    instructions:
      'Kneel on the mat with your knees together|Sit back on your heels with the tops of your feet on the floor|Place a cushion between your heels and buttocks if your knees or ankles feel strained|Rest your hands on your thighs and sit tall|Breathe slowly for 1 to 5 minutes',
    difficulty: 'beginner',
    category: 'seated',
    moods: ['calm', 'focused', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Half Lotus Pose (Ardha Padmasana)',
    benefits: 'Opens the hips and provides a stable seat for meditation.',
    instructions:
      'Sit cross-legged on a cushion|Gently lift your right foot and place it on top of your left thigh, close to the hip|Let your left foot rest under the right knee|Stop if you feel any pain in the knee|Sit tall for a few minutes, then switch legs',
    difficulty: 'intermediate',
    category: 'seated',
    moods: ['calm', 'focused'],
    timesOfDay: [],
  },
  {
    name: 'Lotus Pose (Padmasana)',
    benefits: 'Provides a very stable, upright seat for meditation in those with open hips.',
    instructions:
      'Sit on a cushion with legs extended|Bend your right knee and place the right foot on top of the left thigh|Bend your left knee and place the left foot on top of the right thigh|Never force the knees; the movement must come from the hips|Sit tall for a few minutes, then switch which leg is on top',
    difficulty: 'advanced',
    category: 'seated',
    caution: 'Hard on the knees: never force the feet up; choose Easy Pose if a knee hurts.',
    moods: ['calm', 'focused'],
    timesOfDay: [],
  },
  {
    name: 'Cow Face Pose (Gomukhasana)',
    benefits: 'Stretches the hips, shoulders, arms and chest.',
    instructions:
      'Sit and cross your right knee over your left, stacking the knees and bringing the feet beside the hips|Reach your left arm up, bend the elbow and let the hand fall between your shoulder blades|Reach your right arm behind your back from below and hold the left fingers, or use a strap|Sit tall and keep the head upright|Hold for 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'seated',
    moods: ['stressed', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Fire Log Pose (Agnistambhasana)',
    benefits: 'Deeply stretches the outer hips and glutes.',
    instructions:
      'Sit with your left shin parallel to the front of the mat|Stack your right shin on top of the left, right ankle over left knee|Flex both feet to protect the knees, and place a block under the top knee if there is a gap|Sit tall, or walk your hands forward to fold slightly|Hold for 5 to 8 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'seated',
    moods: ['stressed', 'calm'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Seated Side Bend (Parsva Sukhasana)',
    benefits: 'Stretches the side body and ribs and helps the breath feel fuller.',
    instructions:
      'Sit cross-legged with your spine tall|Place your right hand on the floor beside you|Reach your left arm up and over toward the right|Keep both sitting bones grounded|Hold for 3 to 5 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'seated',
    moods: ['calm', 'tired', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Corpse Pose (Savasana)',
    benefits: 'Deeply relaxes the body and mind and lets the benefits of practice settle in.',
    instructions:
      'Lie on your back with legs extended and feet falling open|Rest your arms by your sides with palms facing up|Place a cushion under your knees if your lower back is uncomfortable|Close your eyes and let your breath be natural|Rest for 5 to 10 minutes, then roll to one side before sitting up',
    difficulty: 'beginner',
    category: 'seated',
    moods: ['calm', 'tired', 'stressed'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Reclined Bound Angle Pose (Supta Baddha Konasana)',
    benefits: 'Gently opens the hips and chest and encourages deep relaxation.',
    instructions:
      'Lie on your back and bring the soles of your feet together, knees falling open|Support each knee with a cushion or block|Rest one hand on your belly and one on your chest, or your arms by your sides|Close your eyes and breathe slowly|Rest for 2 to 5 minutes',
    difficulty: 'beginner',
    category: 'seated',
    moods: ['calm', 'tired', 'stressed'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Standing Forward Bend (Uttanasana)',
    benefits: 'Stretches the hamstrings and calves and quiets the mind.',
    instructions:
      'Stand with feet hip-width apart|Hinge at the hips and fold forward, bending the knees as much as you need|Let your hands rest on the floor, blocks or your shins|Let your head and neck hang heavy|Hold for 5 to 8 breaths, then roll up slowly',
    difficulty: 'beginner',
    category: 'forward_fold',
    moods: ['calm', 'stressed', 'tired'],
    timesOfDay: [],
  },
  {
    name: 'Half Standing Forward Bend (Ardha Uttanasana)',
    benefits: 'Lengthens the spine and hamstrings and strengthens the back.',
    instructions:
      'From a standing forward bend, place your hands on your shins or blocks|Lift your chest until your back is long and flat|Keep the knees softly bent if your hamstrings are tight|Look at the floor a little ahead of you|Hold for 3 breaths, then fold again',
    difficulty: 'beginner',
    category: 'forward_fold',
    moods: ['focused', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Wide-Legged Forward Bend (Prasarita Padottanasana)',
    benefits: 'Stretches the hamstrings and inner legs and calms the mind.',
    instructions:
      'Step your feet wide apart with the outer edges parallel|Place your hands on your hips and lengthen your spine|Hinge at the hips and fold forward, bringing your hands to the floor or blocks|Let the crown of the head move toward the floor without strain|Hold for 5 to 8 breaths, then come up slowly with a flat back',
    difficulty: 'beginner',
    category: 'forward_fold',
    moods: ['calm', 'stressed'],
    timesOfDay: [],
  },
  {
    name: 'Pyramid Pose (Parsvottanasana)',
    benefits: 'Stretches the hamstrings, calves and hips and improves balance.',
    instructions:
      'Step one foot back about three feet, turning the back foot slightly out|Square your hips toward the front|Lengthen your spine and hinge forward over the front leg|Place your hands on blocks or the floor on either side of the front foot|Hold for 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'forward_fold',
    moods: ['focused', 'calm', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Seated Forward Bend (Paschimottanasana)',
    benefits: 'Stretches the hamstrings and spine and soothes the nervous system.',
    instructions:
      'Sit with legs straight out in front, on a folded blanket if needed|Lengthen your spine as you inhale|Exhale and hinge forward from the hips, bending your knees if your back rounds a lot|Hold your shins, ankles or feet, or use a strap|Hold for 1 to 2 minutes, breathing slowly',
    difficulty: 'beginner',
    category: 'forward_fold',
    moods: ['calm', 'stressed', 'tired'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Head-to-Knee Pose (Janu Sirsasana)',
    benefits: 'Stretches the hamstrings, spine and groin and calms the mind.',
    instructions:
      'Sit with your left leg straight and the sole of your right foot against your inner left thigh|Turn your chest toward the straight leg|Inhale to lengthen, then exhale and fold forward over the straight leg|Hold the shin, foot or a strap without forcing|Hold for 5 to 8 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'forward_fold',
    moods: ['calm', 'stressed'],
    timesOfDay: ['evening'],
  },
  {
    name: "Child's Pose (Balasana)",
    benefits: 'Gently stretches the back, hips and thighs and helps calm stress and fatigue.',
    instructions:
      'Kneel with your big toes touching and your knees together or apart|Sit your hips back toward your heels|Fold forward and rest your forehead on the mat or a cushion|Stretch your arms forward or rest them beside your body|Breathe slowly for 1 to 3 minutes',
    difficulty: 'beginner',
    category: 'forward_fold',
    moods: ['calm', 'stressed', 'tired'],
    timesOfDay: [],
  },
  {
    name: 'Wide-Angle Seated Forward Bend (Upavistha Konasana)',
    benefits: 'Stretches the inner thighs and hamstrings and releases the lower back.',
    instructions:
      'Sit with your legs spread wide, kneecaps and toes pointing up|Sit on a folded blanket if your lower back rounds|Place your hands on the floor in front of you|Walk your hands forward, keeping the spine long|Hold for 5 to 8 breaths, then walk the hands back to come up',
    difficulty: 'intermediate',
    category: 'forward_fold',
    moods: ['calm', 'stressed'],
    timesOfDay: [],
  },
  {
    name: 'Extended Puppy Pose (Uttana Shishosana)',
    benefits: 'Stretches the shoulders and spine and gently opens the chest.',
    instructions:
      'Start on hands and knees with hips over knees|Walk your hands forward and lower your chest toward the mat|Keep your hips above your knees|Rest your forehead or chin on the mat or a cushion|Hold for 5 to 8 breaths',
    difficulty: 'beginner',
    category: 'forward_fold',
    moods: ['stressed', 'tired', 'calm'],
    timesOfDay: [],
  },
  {
    name: 'Pigeon Pose (Eka Pada Rajakapotasana)',
    benefits: 'Deeply opens the outer hips and glutes and can release held tension.',
    instructions:
      'From Downward-Facing Dog, bring your right knee forward behind your right wrist|Lay your right shin on the mat, angled as is comfortable for your knee|Extend the left leg straight back and square the hips, using a cushion under the right hip if needed|Walk your hands forward and fold over the front leg|Hold for 1 minute, then switch sides',
    difficulty: 'intermediate',
    category: 'forward_fold',
    moods: ['stressed', 'calm', 'tired'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Knees-to-Chest Pose (Apanasana)',
    benefits: 'Releases the lower back and gently massages the belly.',
    instructions:
      'Lie on your back|Draw both knees toward your chest|Hold your shins or the backs of your thighs|Rock gently from side to side if it feels good|Hold for 5 to 10 breaths',
    difficulty: 'beginner',
    category: 'forward_fold',
    moods: ['tired', 'stressed', 'calm'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Reclining Hand-to-Big-Toe Pose (Supta Padangusthasana)',
    benefits: 'Stretches the hamstrings and calves with full support for the back.',
    instructions:
      'Lie on your back with both legs extended|Bend the right knee and loop a strap around the ball of the right foot|Straighten the right leg toward the ceiling, holding the strap|Keep the left leg long on the floor, or bend it for comfort|Hold for 5 to 8 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'forward_fold',
    moods: ['tired', 'calm'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Cobra Pose (Bhujangasana)',
    benefits: 'Strengthens the back and gently opens the chest and shoulders.',
    instructions:
      'Lie on your belly with your hands under your shoulders and elbows close to your sides|Press the tops of your feet and your thighs into the floor|Inhale and lift your chest using your back muscles, keeping the elbows bent|Keep your shoulders away from your ears and your neck long|Hold for 3 to 5 breaths, then lower down',
    difficulty: 'beginner',
    category: 'backbend',
    moods: ['energetic', 'stressed', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Sphinx Pose (Salamba Bhujangasana)',
    benefits: 'Gently strengthens the back and opens the chest with little strain.',
    instructions:
      'Lie on your belly with your elbows under your shoulders and forearms parallel|Press your forearms down and lift your chest|Keep your lower belly gently drawn in and your legs relaxed|Relax your shoulders away from your ears|Hold for 5 to 10 breaths',
    difficulty: 'beginner',
    category: 'backbend',
    moods: ['calm', 'tired', 'stressed'],
    timesOfDay: [],
  },
  {
    name: 'Upward-Facing Dog (Urdhva Mukha Svanasana)',
    benefits: 'Strengthens the arms and back and opens the chest and hip flexors.',
    instructions:
      'Lie on your belly with your hands beside your lower ribs|Press into your hands and the tops of your feet|Straighten your arms and lift your chest, thighs and knees off the floor|Draw your shoulders back and down|Hold for 1 to 3 breaths, then lower down or move to Downward-Facing Dog',
    difficulty: 'intermediate',
    category: 'backbend',
    caution:
      'A backbend: press firmly through the hands, keep the shoulders away from the ears, and stay lower in Cobra if the lower back pinches.',
    moods: ['energetic'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Locust Pose (Salabhasana)',
    benefits: 'Strengthens the back, glutes and legs and improves posture.',
    instructions:
      'Lie on your belly with your arms by your sides, palms down|Rest your forehead on the mat|Inhale and lift your chest, arms and legs a little off the floor|Keep your neck long by looking down|Hold for 3 to 5 breaths, then lower and rest',
    difficulty: 'beginner',
    category: 'backbend',
    moods: ['energetic', 'focused'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Bridge Pose (Setu Bandha Sarvangasana)',
    benefits: 'Strengthens the legs and glutes and opens the chest and hip flexors.',
    instructions:
      'Lie on your back with knees bent and feet hip-width apart, close to your hips|Rest your arms by your sides, palms down|Press into your feet and lift your hips toward the ceiling|Keep your knees pointing forward and your neck still|Hold for 5 breaths, then roll down slowly',
    difficulty: 'beginner',
    category: 'backbend',
    moods: ['energetic', 'stressed', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Camel Pose (Ustrasana)',
    benefits: 'Opens the chest, shoulders and hip flexors and strengthens the back.',
    instructions:
      "Kneel with your knees hip-width apart and your hips over your knees|Place your hands on your lower back with fingers pointing down|Lift your chest and gently lean back, keeping your hips over your knees|Reach your hands to your heels only if it is comfortable, and keep your neck long|Hold for 3 breaths, then come up slowly and rest in Child's Pose",
    difficulty: 'intermediate',
    category: 'backbend',
    caution:
      'A deep backbend: warm up first, move only as far as the lower back feels easy, and skip it with a back or neck injury.',
    moods: ['energetic'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Bow Pose (Dhanurasana)',
    benefits: 'Strengthens the back and opens the whole front of the body.',
    instructions:
      'Lie on your belly and bend your knees|Reach back and hold your ankles|Inhale and press your feet into your hands to lift your chest and thighs|Keep your knees about hip-width apart|Hold for 3 breaths, then release slowly',
    difficulty: 'intermediate',
    category: 'backbend',
    caution:
      'A deep backbend: warm up first, move only as far as the lower back feels easy, and skip it with a back or neck injury.',
    moods: ['energetic'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Fish Pose (Matsyasana)',
    benefits: 'Opens the chest and throat and helps counter hunched posture.',
    instructions:
      'Lie on your back with your legs straight and hands under your hips|Press your forearms and elbows into the floor|Lift your chest and let your head tilt back gently, keeping most of the weight in your arms|Place a block under your upper back instead if your neck is sensitive|Hold for 3 to 5 breaths, then lower carefully',
    difficulty: 'intermediate',
    category: 'backbend',
    caution:
      'A backbend for the neck: keep the weight in the forearms, not the head, and skip it with a neck injury.',
    moods: ['energetic', 'stressed'],
    timesOfDay: [],
  },
  {
    name: 'Upward Plank Pose (Purvottanasana)',
    benefits: 'Strengthens the arms, wrists and back and stretches the shoulders and chest.',
    instructions:
      'Sit with legs straight and hands behind your hips, fingers pointing toward your feet|Press into your hands and feet and lift your hips|Keep your body in a straight line, or bend your knees for a tabletop version|Let your head stay in line with your spine, or drop it back only if comfortable|Hold for 3 breaths, then lower down',
    difficulty: 'intermediate',
    category: 'backbend',
    moods: ['energetic', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Wild Thing (Camatkarasana)',
    benefits: 'Opens the chest and shoulders and builds strength and playfulness.',
    instructions:
      'Begin in Side Plank on your right hand|Step your left foot behind you and place it on the floor with the knee bent|Lift your hips and let your chest open toward the ceiling|Reach your left arm overhead|Hold for 3 breaths, return to Side Plank and switch sides',
    difficulty: 'advanced',
    category: 'backbend',
    caution:
      'A deep backbend: warm up first, move only as far as the lower back feels easy, and skip it with a back or neck injury.',
    moods: ['energetic'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Wheel Pose (Urdhva Dhanurasana)',
    benefits: 'Strongly opens the chest and shoulders and strengthens the arms, legs and back.',
    instructions:
      'Lie on your back with knees bent and feet hip-width apart|Place your hands beside your ears with fingers pointing toward your shoulders|Press into your hands and feet to lift your hips, then your head, then straighten your arms|Keep your knees and elbows from splaying out|Hold for 3 breaths, then tuck your chin and lower down slowly',
    difficulty: 'advanced',
    category: 'backbend',
    caution:
      'A deep backbend: warm up first, move only as far as the lower back feels easy, and skip it with a back or neck injury.',
    moods: ['energetic'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Half Lord of the Fishes Pose (Ardha Matsyendrasana)',
    benefits: 'Improves spinal mobility and stretches the back, hips and shoulders.',
    instructions:
      'Sit with legs extended, then bend your right knee and place the right foot outside the left thigh|Bend your left leg so the foot rests near your right hip, or keep it straight|Inhale and lengthen your spine|Exhale and twist to the right, hugging the right knee or hooking your left elbow outside it|Hold for 5 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'twist',
    moods: ['balanced', 'stressed', 'calm'],
    timesOfDay: [],
  },
  {
    name: "Marichi's Pose III (Marichyasana III)",
    benefits: 'Twists and mobilises the spine and stretches the shoulders and hips.',
    instructions:
      'Sit with legs straight, then bend your right knee and place the foot flat near your right sitting bone|Place your right hand behind you|Hug your right knee with your left arm, or hook the left elbow outside it|Lengthen as you inhale and twist gently as you exhale|Hold for 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'twist',
    moods: ['balanced', 'focused'],
    timesOfDay: [],
  },
  {
    name: 'Supine Spinal Twist (Supta Matsyendrasana)',
    benefits: 'Releases the lower back and spine and helps the body unwind.',
    instructions:
      'Lie on your back and draw your knees into your chest|Stretch your arms out to the sides at shoulder height|Lower both knees to the right, with a cushion under them if needed|Turn your head to the left if your neck is comfortable|Hold for 5 to 10 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'twist',
    moods: ['calm', 'tired', 'stressed'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Easy Seated Twist (Parivrtta Sukhasana)',
    benefits: 'Gently mobilises the spine and relieves stiffness from sitting.',
    instructions:
      'Sit cross-legged with your spine tall|Place your left hand on your right knee and your right hand behind you|Inhale to lengthen your spine|Exhale and turn your belly, chest and then head to the right|Hold for 5 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'twist',
    moods: ['balanced', 'stressed', 'calm'],
    timesOfDay: [],
  },
  {
    name: 'Revolved Triangle Pose (Parivrtta Trikonasana)',
    benefits: 'Strengthens the legs, stretches the hamstrings and twists the spine.',
    instructions:
      'Stand with your feet about three feet apart, front foot forward and back foot turned slightly out|Square your hips to the front and lengthen your spine|Hinge forward and place your left hand on a block inside or outside the right foot|Twist your chest to the right and reach your right arm up|Hold for 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'twist',
    moods: ['focused', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Revolved Chair Pose (Parivrtta Utkatasana)',
    benefits: 'Strengthens the legs and core and builds heat while twisting the spine.',
    instructions:
      'Begin in Chair Pose with your knees together|Bring your palms together at your chest|Twist to the right and hook your left elbow outside your right thigh|Keep your knees level and your hips back|Hold for 3 to 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'twist',
    moods: ['energetic', 'focused', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Revolved Side Angle Pose (Parivrtta Parsvakonasana)',
    benefits: 'Strengthens the legs, twists the spine and challenges balance.',
    instructions:
      'From a high lunge with the right foot forward, bring your palms together at your chest|Twist to the right and hook your left elbow outside your right knee|Lower your back knee to the mat for more stability if needed|Press your palms together to open the chest|Hold for 3 to 5 breaths, then switch sides',
    difficulty: 'intermediate',
    category: 'twist',
    moods: ['energetic', 'focused'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Thread the Needle Pose (Parsva Balasana)',
    benefits: 'Releases the upper back and shoulders with a gentle twist.',
    instructions:
      'Start on hands and knees|Slide your right arm under your left arm, palm up|Lower your right shoulder and the side of your head to the mat|Keep your hips above your knees|Hold for 5 to 8 breaths, then switch sides',
    difficulty: 'beginner',
    category: 'twist',
    moods: ['stressed', 'tired', 'calm'],
    timesOfDay: [],
  },
  {
    name: 'Downward-Facing Dog (Adho Mukha Svanasana)',
    benefits: 'Stretches the hamstrings, calves and shoulders and gently energises the whole body.',
    instructions:
      'Start on hands and knees with hands slightly ahead of your shoulders|Tuck your toes and lift your hips up and back|Straighten your legs as much as is comfortable, keeping the knees soft if needed|Press the floor away with your hands and let your head relax|Hold for 5 to 8 breaths',
    difficulty: 'beginner',
    category: 'inversion',
    caution:
      "The head is below the heart: bend the knees as much as you need, and rest in Child's Pose if you feel dizzy.",
    moods: ['energetic', 'balanced', 'stressed'],
    timesOfDay: [],
  },
  {
    name: 'Legs-Up-the-Wall Pose (Viparita Karani)',
    benefits: 'Relaxes the legs and nervous system and is a restful pose for tired days.',
    instructions:
      'Sit sideways close to a wall|Swing your legs up the wall as you lie back|Rest your arms by your sides and let your legs be relaxed|Place a folded blanket under your hips if you like|Rest for 3 to 10 minutes, then bend the knees and roll to one side',
    difficulty: 'beginner',
    category: 'inversion',
    caution:
      'A gentle inversion: skip it with glaucoma or in later pregnancy, and lower the legs if they tingle.',
    moods: ['tired', 'calm', 'stressed'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Dolphin Pose (Ardha Pincha Mayurasana)',
    benefits: 'Strengthens the shoulders and core and stretches the hamstrings.',
    instructions:
      'Start on hands and knees, then lower onto your forearms with elbows under your shoulders|Tuck your toes and lift your hips up and back|Walk your feet a little closer to your elbows|Press your forearms down and keep your head off the floor|Hold for 5 breaths, then lower your knees',
    difficulty: 'intermediate',
    category: 'inversion',
    caution:
      "The head is below the heart: skip it with high blood pressure or glaucoma, and rest in Child's Pose if you feel dizzy.",
    moods: ['energetic', 'focused'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Plow Pose (Halasana)',
    benefits: 'Stretches the back of the body and shoulders.',
    instructions:
      'Lie on your back with your arms by your sides, on a folded blanket under the shoulders|Lift your legs and hips and lower your feet toward the floor behind your head|Support your back with your hands, or rest the feet on a chair|Keep your neck still and do not turn your head|Hold for 3 to 5 breaths, then roll down slowly',
    difficulty: 'intermediate',
    category: 'inversion',
    caution:
      'Weight rests on the shoulders, never the neck: fold a blanket under the shoulders, keep the head still, and skip it with a neck injury, high blood pressure or glaucoma, or in pregnancy.',
    moods: ['calm'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Supported Shoulderstand (Salamba Sarvangasana)',
    benefits: 'Strengthens the shoulders and core and brings a sense of calm.',
    instructions:
      'Lie on your back with folded blankets under your shoulders, head on the floor|Lift your legs and hips and support your back with your hands|Raise your legs toward the ceiling, bringing your weight onto your shoulders, not your neck|Keep your head still and look toward your chest|Hold for 5 to 10 breaths, then lower slowly; skip it with neck problems or high blood pressure',
    difficulty: 'advanced',
    category: 'inversion',
    caution:
      'Weight rests on the shoulders, never the neck: fold a blanket under the shoulders, keep the head still, and skip it with a neck injury, high blood pressure or glaucoma, or in pregnancy.',
    moods: ['calm', 'focused'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Headstand (Salamba Sirsasana)',
    benefits: 'Strengthens the shoulders, arms and core and builds focus; learn it with a teacher.',
    instructions:
      "Kneel and interlace your fingers, placing your forearms on the mat with elbows shoulder-width apart|Place the top of your head on the mat with the back of your head against your hands|Lift your hips and walk your feet toward your face|Press your forearms down and lift one leg, then the other, keeping most weight in your arms|Hold for a few breaths near a wall, then lower with control and rest in Child's Pose",
    difficulty: 'advanced',
    category: 'inversion',
    caution:
      'An advanced inversion: learn it with a teacher, against a wall, with the weight in the forearms, not the head; skip it with a neck injury, high blood pressure or glaucoma, or in pregnancy.',
    moods: ['focused', 'energetic'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Forearm Stand (Pincha Mayurasana)',
    benefits: 'Builds strong shoulders and core and trains balance and concentration.',
    instructions:
      'Set up in Dolphin Pose with your fingertips near a wall|Walk your feet in toward your elbows|Lift one leg and gently hop or swing up to bring your heels to the wall|Press firmly into your forearms and draw your belly in|Hold for a few breaths, then lower one leg at a time',
    difficulty: 'advanced',
    category: 'inversion',
    caution:
      'An advanced inversion: practise against a wall; skip it with a shoulder or neck injury, high blood pressure or glaucoma, or in pregnancy.',
    moods: ['focused', 'energetic'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Handstand (Adho Mukha Vrksasana)',
    benefits: 'Strengthens the arms, shoulders and wrists and builds confidence.',
    instructions:
      "Place your hands shoulder-width apart about a hand's length from a wall|Walk your feet in and lift one leg high|Bend the standing knee and hop up gently, bringing your heels to the wall|Keep your arms straight and press the floor away|Hold for a few breaths, then come down one leg at a time",
    difficulty: 'advanced',
    category: 'inversion',
    caution:
      'An advanced inversion: practise against a wall with room to fall safely; skip it with a wrist or shoulder injury, high blood pressure or glaucoma, or in pregnancy.',
    moods: ['energetic', 'focused'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Sun Salutation A (Surya Namaskar A)',
    benefits: 'Warms up the whole body, links movement with breath and builds energy.',
    instructions:
      'Stand in Mountain Pose and inhale as you raise your arms overhead|Exhale and fold forward, then inhale to a half lift with a flat back|Exhale and step back to Plank, lowering to the floor or through Chaturanga|Inhale to Cobra or Upward-Facing Dog, then exhale to Downward-Facing Dog for 5 breaths|Step forward, fold, then rise to standing with arms overhead and return to Mountain Pose',
    difficulty: 'beginner',
    category: 'flow',
    moods: ['energetic', 'focused', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Sun Salutation B (Surya Namaskar B)',
    benefits:
      'Builds heat, strength and stamina by adding Chair Pose and Warrior I to the sun salutation.',
    instructions:
      'Inhale into Chair Pose with arms overhead, then exhale and fold forward|Inhale to a half lift, then exhale and step back to Plank and lower down|Inhale to Upward-Facing Dog, then exhale to Downward-Facing Dog|Step your right foot forward into Warrior I, then flow back through Plank to Downward-Facing Dog; repeat on the left|Step forward, fold and rise into Chair Pose, then stand',
    difficulty: 'intermediate',
    category: 'flow',
    moods: ['energetic'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Cat-Cow Flow (Marjaryasana-Bitilasana)',
    benefits: 'Warms and mobilises the spine and links breath with gentle movement.',
    instructions:
      'Start on hands and knees with wrists under shoulders and knees under hips|Inhale, drop your belly and lift your chest and tailbone into Cow|Exhale, round your spine and tuck your chin into Cat|Move slowly with your breath|Repeat for 5 to 10 rounds',
    difficulty: 'beginner',
    category: 'flow',
    moods: ['calm', 'stressed', 'tired', 'balanced'],
    timesOfDay: [],
  },
  {
    name: 'Moon Salutation (Chandra Namaskar)',
    benefits: 'A calming, side-to-side sequence that stretches the side body, hips and legs.',
    instructions:
      'Stand in Mountain Pose and raise your arms overhead, bending gently to each side|Step wide into Goddess Pose, then straighten your legs into Star Pose with arms wide|Turn into Triangle Pose, then into Pyramid Pose over the front leg|Bend into a low lunge, move through a side lunge to the other side and mirror the sequence|Return to Mountain Pose and repeat slowly 2 or 3 times',
    difficulty: 'intermediate',
    category: 'flow',
    moods: ['calm', 'balanced'],
    timesOfDay: ['evening'],
  },
  {
    name: 'Half Sun Salutation (Ardha Surya Namaskar)',
    benefits: 'A gentle standing sequence that wakes up the body without getting on the floor.',
    instructions:
      'Stand in Mountain Pose and inhale as you sweep your arms overhead|Exhale and fold forward, bending your knees as needed|Inhale to a half lift with a flat back and hands on your shins|Exhale and fold again|Inhale to rise with arms overhead, then exhale hands to heart; repeat 3 to 5 times',
    difficulty: 'beginner',
    category: 'flow',
    moods: ['energetic', 'tired', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Dancing Warrior Flow',
    benefits: 'Builds strength and stamina in the legs and opens the hips and side body.',
    instructions:
      'Begin in Warrior II with your right knee bent|Inhale into Reverse Warrior, reaching the right arm up and back|Exhale into Extended Side Angle, forearm resting on the right thigh|Flow between these three shapes with your breath for 4 or 5 rounds|Straighten the legs and repeat on the left side',
    difficulty: 'beginner',
    category: 'flow',
    moods: ['energetic', 'focused', 'balanced'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Vinyasa Flow (Plank to Downward-Facing Dog)',
    benefits: 'Builds upper-body strength and heat and links the breath to movement.',
    instructions:
      'From Plank Pose, exhale and lower halfway with elbows close to your ribs, or lower your knees first|Inhale and press into Cobra or Upward-Facing Dog|Exhale and lift your hips back into Downward-Facing Dog|Take a few breaths, then move back to Plank|Repeat 3 to 5 times at a steady pace',
    difficulty: 'intermediate',
    category: 'flow',
    moods: ['energetic', 'focused'],
    timesOfDay: ['morning'],
  },
  {
    name: 'Bird Dog Flow (Dandayamana Bharmanasana)',
    benefits: 'Builds core stability and balance and coordinates the breath with movement.',
    instructions:
      'Start on hands and knees with a neutral spine|Inhale and extend your right arm forward and your left leg back|Exhale and draw the right elbow and left knee together under your belly|Repeat 5 times slowly, keeping the hips level|Switch to the left arm and right leg',
    difficulty: 'beginner',
    category: 'flow',
    moods: ['focused', 'balanced', 'energetic'],
    timesOfDay: [],
  },
  {
    name: 'Side Lunge (Skandasana)',
    benefits: 'Stretches the inner thighs and hamstrings and strengthens the legs.',
    instructions:
      'Stand with feet wide and toes slightly out|Bend your right knee deeply and shift your hips to the right, keeping the left leg straight|Flex the left foot so the toes point up, or keep the foot flat|Bring your hands to the floor or your palms together at your chest|Hold for 3 to 5 breaths, then shift slowly to the other side',
    difficulty: 'intermediate',
    category: 'standing',
    moods: ['balanced', 'stressed', 'energetic'],
    timesOfDay: [],
  },
] satisfies readonly PoseItem[];
