package dev.fifteen.picture;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.RandomBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The PNG decoded by ImageIO: the scheme's colour on every tile (computed here from the goal), the blank drawn or
 * not, digits drawn where numbers fit and nowhere else.
 */
class PngPictureTest {

    @ParameterizedTest(name = "{0}")
    @EnumSource(ColourScheme.class)
    void everyTileHasItsSchemesColour(ColourScheme scheme) throws Exception {
        Board goal = Board.parse("0,1,2,3/4,5,6,7/8,9,10,11/12,13,14,15"); // blank first: fringes from the bottom right
        Board board = RandomBoards.solvableToward(goal, RandomBoards.seeded(3));
        BoardPicture picture = BoardPicture.of(board, goal, 400, scheme, true);
        BufferedImage image = decode(PngPicture.draw(picture));

        assertThat(image.getWidth()).isEqualTo(400);
        assertThat(image.getHeight()).isEqualTo(400);
        int[] palette = picture.palette();
        for (int cell = 0; cell < 16; cell++) {
            int tile = board.tileAt(cell);
            int x = cell % 4 * 100 + 50;
            int y = cell / 4 * 100 + 15; // above the digits, which stand in the middle 40% of the tile
            int expected;
            if (tile == 0) {
                expected = BoardPicture.BLANK;
            } else {
                int home = tile; // on this goal tile t belongs on cell t
                expected = switch (scheme) {
                    case PLAIN -> 0xf3e3c3;
                    case INPLACE -> home == cell ? 0xb9d89a : 0xf3e3c3;
                    case FRINGE -> palette[Math.min(3 - home / 4, 3 - home % 4)];
                };
            }
            assertThat(rgb(image, x, y)).as("tile %d on cell %d", tile, cell).isEqualTo(expected);
            assertThat(darkPixels(image, cell % 4 * 100, cell / 4 * 100, 100))
                    .as("digits of tile %d", tile)
                    .matches(dark -> tile == 0 ? dark == 0 : dark > 100);
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(ColourScheme.class)
    void withoutNumbersEveryTilesCentreHasItsSchemesColour(ColourScheme scheme) throws Exception {
        Board goal = Board.standardGoal(5, 3);
        Board board = RandomBoards.solvableToward(goal, RandomBoards.seeded(8));
        BoardPicture picture = BoardPicture.of(board, goal, 50, scheme, false);
        BufferedImage image = decode(PngPicture.draw(picture));

        assertThat(picture.numbers()).isFalse();
        assertThat(image.getWidth()).isEqualTo(30);
        int[] palette = picture.palette();
        for (int cell = 0; cell < 15; cell++) {
            int tile = board.tileAt(cell);
            int home = tile - 1;
            int expected = tile == 0
                    ? BoardPicture.BOARD
                    : switch (scheme) {
                        case PLAIN -> 0xf3e3c3;
                        case INPLACE -> home == cell ? 0xb9d89a : 0xf3e3c3;
                        case FRINGE -> palette[Math.min(home / 3, home % 3)];
                    };
            assertThat(rgb(image, cell % 3 * 10 + 5, cell / 3 * 10 + 5))
                    .as("tile %d on cell %d", tile, cell)
                    .isEqualTo(expected);
        }
    }

    @Test
    void theFringeColoursDifferFromFringeToFringe() {
        int[] colours = BoardPicture.fringeColours(50);
        for (int f = 1; f < colours.length; f++) {
            assertThat(colours[f]).isNotEqualTo(colours[f - 1]);
        }
    }

    @Test
    void aHundredByHundredBoardHasSmallTilesWithoutNumbers() throws Exception {
        Board board = RandomBoards.any(100, 100, RandomBoards.seeded(9));
        BoardPicture picture = BoardPicture.of(board, Board.standardGoal(100, 100), 500, ColourScheme.INPLACE, false);
        byte[] png = PngPicture.draw(picture);
        BufferedImage image = decode(png);

        assertThat(image.getWidth()).isEqualTo(500);
        assertThat(picture.numbers()).isFalse();
        for (int cell = 0; cell < 10_000; cell++) {
            int tile = board.tileAt(cell);
            int expected = tile == 0 ? BoardPicture.BOARD : tile == cell + 1 ? 0xb9d89a : 0xf3e3c3;
            assertThat(rgb(image, cell % 100 * 5 + 2, cell / 100 * 5 + 2)).isEqualTo(expected);
        }
        assertThat(darkPixels(image, 0, 0, 500)).isZero();
    }

    private static BufferedImage decode(byte[] png) throws Exception {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(image).as("a PNG ImageIO reads").isNotNull();
        return image;
    }

    private static int rgb(BufferedImage image, int x, int y) {
        return image.getRGB(x, y) & 0xffffff;
    }

    /** Pixels darker than the board's colour in a square: the digits' ink. */
    private static int darkPixels(BufferedImage image, int left, int top, int side) {
        int dark = 0;
        for (int y = top; y < top + side; y++) {
            for (int x = left; x < left + side; x++) {
                int rgb = rgb(image, x, y);
                if ((rgb >> 16) + (rgb >> 8 & 0xff) + (rgb & 0xff) < 150) {
                    dark++;
                }
            }
        }
        return dark;
    }
}
