package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Interfaces;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The token stream every driver reads. */
class PlusInputTest {
    private static final Api DIJKSTRA = Interfaces.load().of("dijkstra", Representation.EDGE_LIST).orElseThrow();

    private static HiddenTest triangle() {
        return HiddenTest.function("triangle", List.of(3L, List.of(List.of(0L, 1L, 2L), List.of(1L, 2L, -3L)), 0L),
                List.of(0L, 2L, -1L));
    }

    @Test
    void eachArgumentIsWrittenByItsDeclaredType() {
        assertThat(PlusInput.encode("ARm", true, DIJKSTRA, List.of(triangle())))
                .isEqualTo("ARm\ntimed\n1\n 3 2 0 1 2 1 2 -3 0\n\n");
    }

    /** The scale probe passes one test object for all repetitions of an input; the text is written once and copied. */
    @Test
    void aTestObjectRepeatedIsWrittenAsIfEachCopyWereItsOwnObject() {
        HiddenTest shared = triangle();
        HiddenTest other = HiddenTest.function("single", List.of(1L, List.of(), 0L), List.of(0L));

        String repeated = PlusInput.encode("ARm", DIJKSTRA, List.of(shared, shared, other, shared));

        assertThat(repeated).isEqualTo(PlusInput.encode("ARm", DIJKSTRA, List.of(triangle(), triangle(), other, triangle())))
                .isEqualTo("ARm\n4\n 3 2 0 1 2 1 2 -3 0\n\n 3 2 0 1 2 1 2 -3 0\n\n 1 0 0\n\n 3 2 0 1 2 1 2 -3 0\n\n");
    }
}
