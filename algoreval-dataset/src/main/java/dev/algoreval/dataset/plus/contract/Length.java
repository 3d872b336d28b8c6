package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Every list or string at a path has a length in an interval: the sizes a solution must handle. */
public record Length(ValuePath of, Interval interval, Optional<String> what) implements Clause {

    public Length {
        if (!(of.type() instanceof Type.ListOf) && of.type() != Type.Scalar.STRING) {
            throw new IllegalArgumentException("length: '" + of.text() + "' is " + of.type().text()
                    + ", not a list or a string");
        }
    }

    @Override
    public String kind() {
        return "length";
    }

    @Override
    public String sentence() {
        return Range.subject(what, of) + " has " + interval.phrase(of.type() == Type.Scalar.STRING ? "characters"
                : "elements", false) + ".";
    }

    @Override
    public List<String> violations(HiddenTest test, Api api) {
        List<String> out = new ArrayList<>();
        for (Object value : of.values(test, api)) {
            if (out.size() == EXAMPLES) {
                break;
            }
            int size = value instanceof String s ? s.length() : ((List<?>) value).size();
            interval.outside(BigDecimal.valueOf(size), test, api)
                    .ifPresent(why -> out.add(of.display() + " has length " + size + ", " + why));
        }
        return out;
    }

    @Override
    public boolean reaches(HiddenTest test, Api api) {
        return !of.values(test, api).isEmpty();
    }
}
