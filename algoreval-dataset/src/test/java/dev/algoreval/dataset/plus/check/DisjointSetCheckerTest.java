package dev.algoreval.dataset.plus.check;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class DisjointSetCheckerTest {
    private final DisjointSetChecker checker = new DisjointSetChecker();

    // DisjointSet(4): unite(0, 1), find(0), find(1), unite(1, 0), connected(0, 2), unite(1, 2), find(2), find(0), count()
    private final HiddenTest test = HiddenTest.construct("three merges", List.of(4L), List.of(
            call("unite", 0, 1), call("find", 0), call("find", 1), call("unite", 1, 0), call("connected", 0, 2),
            call("unite", 1, 2), call("find", 2), call("find", 0), call("count")),
            List.of(true, 0L, 0L, false, false, true, 0L, 0L, 2L));

    private static HiddenTest.Call call(String method, long... args) {
        return new HiddenTest.Call(method, java.util.Arrays.stream(args).boxed().map(Object.class::cast).toList());
    }

    @Test
    void acceptsTheExpectedAnswersAndAnyOtherConsistentRepresentatives() {
        assertThat(checker.check(test, test.expected())).isEmpty();
        assertThat(checker.check(test, List.of(true, 1L, 1L, false, false, true, 2L, 2L, 2L))).isEmpty();
    }

    @Test
    void rejectsARepresentativeOutsideTheSet() {
        assertThat(checker.check(test, List.of(true, 0L, 0L, false, false, true, 3L, 3L, 2L)))
                .hasValueSatisfying(m -> assertThat(m).contains("find[2]").contains("not in the set of 2"));
    }

    @Test
    void rejectsTwoRepresentativesOfOneSetWithNoMergeBetweenThem() {
        assertThat(checker.check(test, List.of(true, 0L, 1L, false, false, true, 0L, 0L, 2L)))
                .hasValueSatisfying(m -> assertThat(m).contains("find[1]").contains("earlier find on the same set returned 0"));
    }

    @Test
    void rejectsAWrongBooleanOrCountAndAWrongNumberOfResults() {
        assertThat(checker.check(test, List.of(true, 0L, 0L, true, false, true, 0L, 0L, 2L)))
                .hasValueSatisfying(m -> assertThat(m).contains("unite[1,0]").contains("expected false but got true"));
        assertThat(checker.check(test, List.of(true, 0L, 0L, false, false, true, 0L, 0L, 3L)))
                .hasValueSatisfying(m -> assertThat(m).contains("count[]"));
        assertThat(checker.check(test, List.of(true, 0L))).hasValueSatisfying(m -> assertThat(m).contains("9 results"));
        assertThat(checker.check(test, List.of(true, -1L, 0L, false, false, true, 0L, 0L, 2L)))
                .hasValueSatisfying(m -> assertThat(m).contains("not an element"));
    }
}
