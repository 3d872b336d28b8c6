package dev.algoreval.dataset.plus.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class MaximumMatchingCheckerTest {
    // path 0-1-2-3: the only maximum matching is {0-1, 2-3}; 1-2 alone is maximal but not maximum
    private static final HiddenTest PATH = HiddenTest.function("path",
            List.of(4L, List.of(List.of(0L, 1L), List.of(1L, 2L), List.of(2L, 3L))), List.of(1L, 0L, 3L, 2L));
    // triangle 0-1-2: three maximum matchings of one pair
    private static final HiddenTest TRIANGLE = HiddenTest.function("triangle",
            List.of(3L, List.of(List.of(0L, 1L), List.of(1L, 2L), List.of(2L, 0L))), List.of(1L, 0L, -1L));
    private final Checker edgeList = new MaximumMatchingEdgeListChecker();

    @Test
    void acceptsAnyMaximumMatching() {
        assertThat(edgeList.check(PATH, List.of(1L, 0L, 3L, 2L))).isEmpty();
        assertThat(edgeList.check(TRIANGLE, List.of(-1L, 2L, 1L))).isEmpty();
        assertThat(edgeList.check(TRIANGLE, List.of(2L, -1L, 0L))).isEmpty();
    }

    @Test
    void rejectsAMatchingThatIsNotMaximum() {
        assertThat(edgeList.check(PATH, List.of(-1L, 2L, 1L, -1L)))
                .hasValueSatisfying(m -> assertThat(m).contains("1 pairs but a maximum one has 2"));
    }

    @Test
    void rejectsPartnersThatAreNotMutualOrNotAdjacent() {
        assertThat(edgeList.check(PATH, List.of(1L, 2L, 3L, 2L)))
                .hasValueSatisfying(m -> assertThat(m).contains("mate[0] = 1 but mate[1] = 2"));
        assertThat(edgeList.check(PATH, List.of(3L, 2L, 1L, 0L)))
                .hasValueSatisfying(m -> assertThat(m).contains("not joined by an edge"));
        assertThat(edgeList.check(TRIANGLE, List.of(0L, -1L, -1L))).isPresent();
    }

    @Test
    void rejectsAResultOfTheWrongShape() {
        assertThat(edgeList.check(PATH, List.of(1L, 0L, 3L)))
                .hasValueSatisfying(m -> assertThat(m).contains("a list of 4 partners"));
        assertThat(edgeList.check(PATH, List.of(1L, 0L, 4L, 2L))).hasValueSatisfying(
                m -> assertThat(m).contains("neither -1 nor a vertex"));
        assertThat(edgeList.check(PATH, 2L)).isPresent();
    }

    @Test
    void readsTheGraphFromAnAdjacencyListAndAnIncidenceMatrix() {
        HiddenTest adj = HiddenTest.function("adj", List.of(List.of(List.of(1L), List.of(0L, 2L), List.of(1L))),
                List.of(1L, 0L, -1L));
        assertThat(new MaximumMatchingAdjListChecker().check(adj, List.of(-1L, 2L, 1L))).isEmpty();
        assertThat(new MaximumMatchingAdjListChecker().check(adj, List.of(2L, -1L, 0L))).isPresent();

        // edges 0-1 (column 0) and 1-2 (column 1)
        HiddenTest incidence = HiddenTest.function("incidence",
                List.of(List.of(List.of(1L, 0L), List.of(1L, 1L), List.of(0L, 1L))), List.of(1L, 0L, -1L));
        assertThat(new MaximumMatchingIncidenceMatrixChecker().check(incidence, List.of(-1L, 2L, 1L))).isEmpty();
        assertThat(new MaximumMatchingIncidenceMatrixChecker().check(incidence, List.of(2L, -1L, 0L))).isPresent();
    }
}
