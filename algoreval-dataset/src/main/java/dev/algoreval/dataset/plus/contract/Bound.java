package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One end of a range: a number ({@code 1000000}, {@code -2147483648}, {@code 1e9}, {@code 0.5}) or a sum of
 * terms that depend on the test, {@code V - 1} or {@code len(adj) - 1}, where a name is a parameter with
 * one number per test and {@code len(x)} the length of the list or string {@code x}.
 */
public final class Bound {
    private static final Pattern TERM = Pattern.compile(
            "\\s*([+-])?\\s*(?:(\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)|len\\(([^)]+)\\)|([A-Za-z_][A-Za-z0-9_.]*))\\s*");

    private record Term(int sign, BigDecimal number, ValuePath path, boolean length) {
    }

    private final String text;
    private final List<Term> terms;

    private Bound(String text, List<Term> terms) {
        this.text = text;
        this.terms = List.copyOf(terms);
    }

    public static Bound parse(Object raw, Api api) {
        if (raw == null) {
            throw new IllegalArgumentException("a bound is a number or an expression such as 'V - 1' or 'len(adj)'");
        }
        String text = raw instanceof Number n ? new BigDecimal(n.toString()).toPlainString() : raw.toString().strip();
        List<Term> terms = new ArrayList<>();
        Matcher m = TERM.matcher(text);
        int at = 0;
        while (at < text.length()) {
            if (!m.find(at) || m.start() != at || m.end() == at) {
                throw new IllegalArgumentException("bound '" + text + "': cannot read '" + text.substring(at) + "'");
            }
            if (m.group(1) == null && !terms.isEmpty()) {
                throw new IllegalArgumentException("bound '" + text + "': terms are joined by + or -");
            }
            int sign = "-".equals(m.group(1)) ? -1 : 1;
            if (m.group(2) != null) {
                terms.add(new Term(sign, new BigDecimal(m.group(2)), null, false));
            } else {
                boolean length = m.group(3) != null;
                ValuePath path = ValuePath.parse((length ? m.group(3) : m.group(4)).strip(), api);
                if (length && !(path.type() instanceof Type.ListOf) && path.type() != Type.Scalar.STRING) {
                    throw new IllegalArgumentException("bound '" + text + "': len() needs a list or string");
                }
                if (!length && !numeric(path.type())) {
                    throw new IllegalArgumentException("bound '" + text + "': '" + path.text() + "' is not a number");
                }
                terms.add(new Term(sign, null, path, length));
            }
            at = m.end();
        }
        if (terms.isEmpty()) {
            throw new IllegalArgumentException("bound '" + text + "' is empty");
        }
        return new Bound(text, terms);
    }

    static boolean numeric(Type type) {
        return type == Type.Scalar.INT || type == Type.Scalar.LONG || type == Type.Scalar.INDEX
                || type == Type.Scalar.DOUBLE;
    }

    /** A plain number, the same for every test (so the prompt can state it and a width follows from it). */
    public boolean isConstant() {
        return terms.stream().allMatch(t -> t.number() != null);
    }

    /** The bound in one test; each named parameter must hold exactly one value there. */
    public BigDecimal valueIn(HiddenTest test, Api api) {
        BigDecimal sum = BigDecimal.ZERO;
        for (Term term : terms) {
            BigDecimal value;
            if (term.number() != null) {
                value = term.number();
            } else {
                List<Object> values = term.path().values(test, api);
                if (values.size() != 1) {
                    throw new IllegalArgumentException("bound '" + text + "': '" + term.path().text() + "' has "
                            + values.size() + " values in test '" + test.name() + "', not one");
                }
                Object v = values.get(0);
                value = term.length() ? BigDecimal.valueOf(v instanceof String s ? s.length() : ((List<?>) v).size())
                        : new BigDecimal(v.toString());
            }
            sum = term.sign() < 0 ? sum.subtract(value) : sum.add(value);
        }
        return sum;
    }

    /** As the prompt states it: {@code V-1}, {@code 10^6}, {@code 2^31-1}. */
    public String display() {
        if (isConstant()) {
            return Numbers.display(valueIn(null, null));
        }
        StringBuilder out = new StringBuilder();
        for (Term term : terms) {
            if (out.length() > 0 || term.sign() < 0) {
                out.append(term.sign() < 0 ? "-" : "+");
            }
            out.append(term.number() != null ? Numbers.display(term.number())
                    : term.length() ? "len(" + term.path().display() + ")" : term.path().display());
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return text;
    }
}
