package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Every list or string at a path has a length in [min, max]: the sizes a solution must handle. */
public record Length(ValuePath of, Optional<Bound> min, Optional<Bound> max, Optional<String> what) implements Clause {

    public Length {
        if (!(of.type() instanceof Type.ListOf) && of.type() != Type.Scalar.STRING) {
            throw new IllegalArgumentException("length: '" + of.text() + "' is " + of.type().text()
                    + ", not a list or a string");
        }
        if (min.isEmpty() && max.isEmpty()) {
            throw new IllegalArgumentException("length of '" + of.text() + "': give min, max or both");
        }
    }

    @Override
    public String kind() {
        return "length";
    }

    @Override
    public String sentence() {
        String unit = of.type() == Type.Scalar.STRING ? "characters" : "elements";
        String bounds;
        if (min.isPresent() && max.isPresent()) {
            bounds = "from " + min.get().display() + " to " + max.get().display() + " " + unit;
        } else if (min.isPresent()) {
            bounds = "at least " + min.get().display() + " " + unit;
        } else {
            bounds = "at most " + max.get().display() + " " + unit;
        }
        String subject = what.map(w -> Range.capitalized(w) + " " + of.display()).orElseGet(of::subject);
        return subject + " has " + bounds + ".";
    }

    @Override
    public List<String> violations(HiddenTest test, Api api) {
        List<String> out = new ArrayList<>();
        Optional<BigDecimal> low = min.map(b -> b.valueIn(test, api));
        Optional<BigDecimal> high = max.map(b -> b.valueIn(test, api));
        for (Object value : of.values(test, api)) {
            if (out.size() == EXAMPLES) {
                break;
            }
            int size = value instanceof String s ? s.length() : ((List<?>) value).size();
            BigDecimal n = BigDecimal.valueOf(size);
            if (low.isPresent() && n.compareTo(low.get()) < 0 || high.isPresent() && n.compareTo(high.get()) > 0) {
                out.add(of.display() + " has length " + size + ", outside " + min.map(Bound::display).orElse("")
                        + ".." + max.map(Bound::display).orElse(""));
            }
        }
        return out;
    }

    @Override
    public boolean reaches(HiddenTest test, Api api) {
        return !of.values(test, api).isEmpty();
    }
}
