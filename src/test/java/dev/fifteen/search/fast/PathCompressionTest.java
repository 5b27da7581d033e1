package dev.fifteen.search.fast;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PathCompressionTest {

    private static final int[] TWO_BY_TWO = {1, 2, 3, 0};

    private static byte[] codes(String letters) {
        byte[] codes = new byte[letters.length()];
        for (int i = 0; i < codes.length; i++) {
            codes[i] = (byte) "UDLR".indexOf(letters.charAt(i));
        }
        return codes;
    }

    @Test
    void nestedDetoursVanishWhole() {
        int[] board = {1, 2, 3, 4, 5, 6, 7, 8, 0};
        byte[] compressed = PathCompression.compress(3, board, codes("DRLU" + "R"), false);
        assertThat(MoveBuffer.letters(compressed)).isEqualTo("R");
    }

    @Test
    void aClosedWalkThatRestoresTheBoardIsCutOut() {
        // three times round a 2 x 2 block turns its three tiles back to where they were
        byte[] walk = codes("DRUL".repeat(3) + "D");
        assertThat(MoveBuffer.letters(PathCompression.compress(2, TWO_BY_TWO, walk, false)))
                .hasSize(13);
        assertThat(MoveBuffer.letters(PathCompression.compress(2, TWO_BY_TWO, walk, true)))
                .isEqualTo("D");
    }

    @Test
    void aClosedWalkThatMovesTilesIsKept() {
        byte[] walk = codes("DRUL");
        assertThat(MoveBuffer.letters(PathCompression.compress(2, TWO_BY_TWO, walk, true)))
                .isEqualTo("DRUL");
    }
}
