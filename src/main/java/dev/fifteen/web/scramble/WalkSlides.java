package dev.fifteen.web.scramble;

import dev.fifteen.puzzle.Board;
import dev.fifteen.scramble.Scrambler;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.annotation.JsonSerialize;

/**
 * The slides of a walk as the answer lists them, kept as what determines them (the goal, the number of slides
 * and the seed) rather than as an array: when the answer is written the walk is made again and each slide's tile
 * is written as it comes, so a walk of 10^7 slides is listed in memory proportional to the board, not to the
 * slides. On the wire it is the same JSON array of tile numbers.
 */
@JsonSerialize(using = WalkSlides.Writer.class)
record WalkSlides(Scrambler scrambler, Board goal, int moves, long seed) {

    /** Writes the array by replaying the walk onto the response stream. */
    static final class Writer extends ValueSerializer<WalkSlides> {

        @Override
        public void serialize(WalkSlides slides, JsonGenerator generator, SerializationContext context) {
            generator.writeStartArray();
            slides.scrambler().replaySlides(slides.goal(), slides.moves(), slides.seed(), generator::writeNumber);
            generator.writeEndArray();
        }
    }
}
