package dev.fifteen.playground;

import dev.fifteen.picture.BoardPicture;
import dev.fifteen.picture.ColourScheme;
import dev.fifteen.puzzle.Board;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The render pictures' numbers stay legible on every tile colour of every scheme: the WCAG 2 contrast ratio of
 * the ink against each colour of the palette is at least 4.5:1 (the level AA for text), for every fringe count a
 * board can have. The ratio is computed here from WCAG's definition of relative luminance, not by the picture code.
 */
class PictureContrastTest {

    /** WCAG 2.x level AA for normal text. */
    private static final double TEXT_CONTRAST = 4.5;

    @ParameterizedTest
    @EnumSource(ColourScheme.class)
    void theNumbersContrastWithEveryTileColour(ColourScheme scheme) {
        List<String> faint = new ArrayList<>();
        for (int side = 2; side <= 40; side++) {
            Board goal = Board.standardGoal(side, side);
            int[] palette = BoardPicture.of(goal, goal, 400, scheme, true).palette();
            for (int colour : palette) {
                double ratio = contrast(BoardPicture.INK, colour);
                if (ratio < TEXT_CONTRAST) {
                    faint.add("%s on %dx%d: ink on %s is %.2f:1"
                            .formatted(scheme, side, side, BoardPicture.css(colour), ratio));
                }
            }
        }
        assertThat(faint).as("tile colours too faint for the ink").isEmpty();
    }

    @Test
    void theFormulaGivesWcagsKnownRatios() {
        assertThat(contrast(0x000000, 0xffffff)).isCloseTo(21.0, within(1e-9));
        assertThat(contrast(0xffffff, 0xffffff)).isCloseTo(1.0, within(1e-9));
        // #767676 on white is the classic lightest grey that passes AA: 4.54:1
        assertThat(contrast(0x767676, 0xffffff)).isCloseTo(4.54, within(0.01));
        assertThat(contrast(0x777777, 0xffffff)).isLessThan(TEXT_CONTRAST);
    }

    /** WCAG 2: (L1 + 0.05) / (L2 + 0.05), L1 the lighter colour's relative luminance. */
    static double contrast(int rgb, int otherRgb) {
        double one = luminance(rgb);
        double other = luminance(otherRgb);
        return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
    }

    /** WCAG 2's relative luminance of an sRGB colour. */
    static double luminance(int rgb) {
        return 0.2126 * channel(rgb >> 16) + 0.7152 * channel(rgb >> 8) + 0.0722 * channel(rgb);
    }

    private static double channel(int value) {
        double c = (value & 0xff) / 255.0;
        return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}
