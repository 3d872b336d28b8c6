package dev.algoreval.engine.discovery;

import java.util.List;
import java.util.Optional;
import org.junit.platform.engine.UniqueId;

/**
 * Where a unique id inside a suite stops naming selected tests: after {@code matched} (the deepest node
 * it names) comes {@code segment}, which names no child of it. {@code expectedType} is the type the
 * children have (empty below a test), {@code choices} their values, and {@code completions} the ids of
 * this run that have all of the id's segments, for an id with a segment left out or misplaced.
 */
record UnmatchedSegment(UniqueId id, UniqueId matched, UniqueId.Segment segment, Optional<String> expectedType,
        List<String> choices, List<UniqueId> completions) {
    /** How many completions a message lists; one more is looked for, to know whether there are others. */
    static final int COMPLETIONS_SHOWN = 3;

    static UnmatchedSegment of(SuiteTests tests, UniqueId id, SuiteTests.Walk walk) {
        SuiteTests.Node matched = walk.reached();
        List<String> choices = tests.children(matched).stream().map(child -> child.getLastSegment().getValue()).toList();
        return new UnmatchedSegment(id, matched.id(), walk.missed(), tests.childType(matched), choices,
                tests.completions(id, COMPLETIONS_SHOWN + 1));
    }

    /** The segment is of another type than the tree has there: one left out, misplaced or misspelt. */
    boolean misplaced() {
        return !expectedType.filter(segment.getType()::equals).isPresent();
    }

    /** The segment's type lies deeper in the tree than the one expected: the expected one was left out. */
    boolean skipsALevel() {
        return expectedType.map(Segments::level).filter(expected -> Segments.level(segment.getType()) > expected)
                .isPresent();
    }

    /** The segment as it reads in a unique id, e.g. {@code [instance:kmp%2Fpython%2Fdefault]}. */
    static String format(UniqueId.Segment segment) {
        return UniqueId.root(segment.getType(), segment.getValue()).toString();
    }
}
