package dev.algoreval.dataset.plus.gen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.gen.AvlTreeOracle.Fix;
import org.junit.jupiter.api.Test;

/** The hand-picked AVL tests reach every rotation case they are named after, not by chance of the random ones. */
class AvlTreePlusTestsTest {
    @Test
    void theHandPickedTestsReachEveryRotationCaseOnInsertionAndDeletion() {
        assertThat(AvlTreePlusTests.handPickedFixes()).containsOnlyKeys(Fix.values());
    }

    @Test
    void theBalancedChildDeletionsRotateOnce() {
        assertThat(AvlTreePlusTests.fixesOf("remove left: right child balanced, one left rotation (not a double)"))
                .containsOnlyKeys(Fix.REMOVE_RIGHT_BALANCED);
        assertThat(AvlTreePlusTests.fixesOf("remove right: left child balanced, one right rotation (not a double)"))
                .containsOnlyKeys(Fix.REMOVE_LEFT_BALANCED);
        assertThat(AvlTreePlusTests.fixesOf("balanced-child deletions below the root"))
                .containsKeys(Fix.REMOVE_LEFT_BALANCED, Fix.REMOVE_RIGHT_BALANCED);
    }

    @Test
    void theCascadingDeletionRotatesAtThreeLevelsOrMore() {
        assertThat(AvlTreePlusTests.fixesOf(AvlTreePlusTests.CASCADE).values().stream().mapToInt(Integer::intValue).sum())
                .isGreaterThanOrEqualTo(3);
    }
}
