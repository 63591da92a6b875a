// Basketball: every number of SPEC §9, named for what it means, plus the documented ball physics.

export const ANGLE_MIN_DEG = 15;
export const ANGLE_MAX_DEG = 75;
export const ANGLE_DEFAULT_DEG = 45;
/** Power rises by POWER_STEP every POWER_STEP_MS while the shot is held, up to POWER_MAX. */
export const POWER_STEP = 5;
export const POWER_STEP_MS = 50;
export const POWER_MAX = 100;
export const POINTS_PER_BASKET = 2;
/** The shot resets 1 s after it ends (the ball lands or leaves the court). */
export const RESET_MS = 1000;
export const AI_SHOT_MIN_MS = 4000;
export const AI_SHOT_MAX_MS = 6000;
export const AI_POWER_MIN = 60;
export const AI_POWER_MAX = 80;
export const AI_ANGLE_MIN_DEG = 40;
export const AI_ANGLE_MAX_DEG = 50;

// Ball physics, in metres and seconds, on a side view of the court (x to the right, y up from the floor).
export const GRAVITY = 9.81;
/** Launch speed v0 = LAUNCH_SPEED_MIN + power / 100 × (LAUNCH_SPEED_MAX − LAUNCH_SPEED_MIN) m/s. */
export const LAUNCH_SPEED_MIN = 4.15;
export const LAUNCH_SPEED_MAX = 9.15;
export const RELEASE_X = 1;
export const RELEASE_Y = 2;
export const HOOP_X = 5.6;
export const RIM_Y = 3.05;
export const RIM_RADIUS = 0.23;
export const BALL_RADIUS = 0.12;
/** The make window: how far from the hoop centre the ball centre may come down through rim height. */
export const MAKE_TOLERANCE = 0.2;
/** The backboard's front face and height; a ball that hits it loses its forward speed and drops. */
export const BOARD_X = 5.98;
export const BOARD_BOTTOM_Y = 2.9;
export const BOARD_TOP_Y = 3.95;
/** A ball that passes x = COURT_WIDTH has left the court. The view shows COURT_HEIGHT (high lobs leave the top). */
export const COURT_WIDTH = 7.5;
export const COURT_HEIGHT = 5;
