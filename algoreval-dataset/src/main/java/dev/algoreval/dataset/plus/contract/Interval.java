package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.stream.Stream;

/** The [min, max] of a range or a length; either end may be open, not both. */
record Interval(Optional<Bound> min, Optional<Bound> max) {

    Interval {
        if (min.isEmpty() && max.isEmpty()) {
            throw new IllegalArgumentException("give min, max or both");
        }
    }

    /** "from 0 to V-1 unit", "at least 1 unit" ({@code ofOpen}: "of at least", as "an integer of at least 1"). */
    String phrase(String unit, boolean ofOpen) {
        String suffix = unit.isEmpty() ? "" : " " + unit;
        if (min.isPresent() && max.isPresent()) {
            return "from " + min.get().display() + " to " + max.get().display() + suffix;
        }
        String open = ofOpen ? "of " : "";
        return min.map(b -> open + "at least " + b.display() + suffix)
                .orElseGet(() -> open + "at most " + max.get().display() + suffix);
    }

    /** Why {@code value} lies outside the interval in {@code test}, or empty. */
    Optional<String> outside(BigDecimal value, HiddenTest test, Api api) {
        if (min.isPresent()) {
            BigDecimal low = min.get().valueIn(test, api);
            if (value.compareTo(low) < 0) {
                return Optional.of("below " + min.get().display() + " (" + low.toPlainString() + ")");
            }
        }
        if (max.isPresent()) {
            BigDecimal high = max.get().valueIn(test, api);
            if (value.compareTo(high) > 0) {
                return Optional.of("above " + max.get().display() + " (" + high.toPlainString() + ")");
            }
        }
        return Optional.empty();
    }

    /** The ends that are plain numbers. */
    Stream<BigDecimal> constants() {
        return Stream.of(min, max).flatMap(Optional::stream).filter(Bound::isConstant).map(b -> b.valueIn(null, null));
    }
}
