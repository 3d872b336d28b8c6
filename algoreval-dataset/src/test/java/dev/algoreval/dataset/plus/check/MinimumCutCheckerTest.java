package dev.algoreval.dataset.plus.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class MinimumCutCheckerTest {
    // path 0 -(4)- 1 -(9)- 2 plus a parallel 1-2 edge of weight 1: the only minimum cut is {0} | {1, 2}, weight 4
    private static final HiddenTest EDGE_LIST = HiddenTest.function("path",
            List.of(3L, List.of(List.of(0L, 1L, 4L), List.of(1L, 2L, 9L), List.of(2L, 1L, 1L))),
            List.of(4L, List.of(1L, 2L)));
    private final Checker edgeList = new MinimumCutEdgeListChecker();

    @Test
    void acceptsEitherSideOfTheMinimumCut() {
        assertThat(edgeList.check(EDGE_LIST, List.of(4L, List.of(2L, 1L)))).isEmpty();
        assertThat(edgeList.check(EDGE_LIST, List.of(4L, List.of(0L)))).isEmpty();
    }

    @Test
    void rejectsAWrongWeight() {
        assertThat(edgeList.check(EDGE_LIST, List.of(10L, List.of(2L))))
                .hasValueSatisfying(m -> assertThat(m).contains("reported weight 10").contains("weighs 4"));
    }

    @Test
    void rejectsASideWhoseCutIsNotTheMinimum() {
        assertThat(edgeList.check(EDGE_LIST, List.of(4L, List.of(2L))))
                .hasValueSatisfying(m -> assertThat(m).contains("cuts edges weighing 10"));
    }

    @Test
    void rejectsAnEmptyOrFullSideAndBadVertices() {
        assertThat(edgeList.check(EDGE_LIST, List.of(4L, List.of()))).hasValueSatisfying(
                m -> assertThat(m).contains("other side of the cut empty"));
        assertThat(edgeList.check(EDGE_LIST, List.of(4L, List.of(0L, 1L, 2L)))).isPresent();
        assertThat(edgeList.check(EDGE_LIST, List.of(4L, List.of(0L, 0L)))).hasValueSatisfying(
                m -> assertThat(m).contains("twice"));
        assertThat(edgeList.check(EDGE_LIST, List.of(4L, List.of(3L)))).hasValueSatisfying(
                m -> assertThat(m).contains("not a vertex 0..2"));
    }

    @Test
    void rejectsAResultOfTheWrongShape() {
        assertThat(edgeList.check(EDGE_LIST, 4L)).hasValueSatisfying(m -> assertThat(m).contains("[weight, side]"));
        assertThat(edgeList.check(EDGE_LIST, List.of(4L))).isPresent();
    }

    @Test
    void readsTheGraphFromAnAdjacencyListAndAMatrix() {
        List<Object> adj = List.of(List.of(List.of(List.of(1L, 4L)),
                List.of(List.of(0L, 4L), List.of(2L, 9L)), List.of(List.of(1L, 9L))));
        HiddenTest adjTest = HiddenTest.function("adj", adj, List.of(4L, List.of(1L, 2L)));
        assertThat(new MinimumCutAdjListChecker().check(adjTest, List.of(4L, List.of(0L)))).isEmpty();
        assertThat(new MinimumCutAdjListChecker().check(adjTest, List.of(4L, List.of(2L)))).isPresent();

        List<Object> matrix = List.of(List.of(List.of(0L, 4L, 0L), List.of(4L, 0L, 9L), List.of(0L, 9L, 0L)));
        HiddenTest matrixTest = HiddenTest.function("matrix", matrix, List.of(4L, List.of(1L, 2L)));
        assertThat(new MinimumCutAdjMatrixChecker().check(matrixTest, List.of(4L, List.of(1L, 2L)))).isEmpty();
        assertThat(new MinimumCutAdjMatrixChecker().check(matrixTest, List.of(4L, List.of(1L)))).isPresent();
    }
}
