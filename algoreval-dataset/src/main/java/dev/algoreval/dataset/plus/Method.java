package dev.algoreval.dataset.plus;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A function or method: its camelCase name as the prompt spells it, its parameters and its result (none = void).
 * A function that changes an {@code inout} parameter in place returns nothing; that parameter's value
 * after the call is what the hidden tests compare ({@link #resultType()}).
 */
public record Method(String name, List<Param> params, Optional<Type> returns) {
    public Method {
        params = List.copyOf(params);
    }

    /** The compact text form, e.g. {@code findBridges(V: index, edges: list<pair<index,index>>) -> list<pair<index,index>>}. */
    public String text() {
        return name + "(" + params.stream().map(Param::text).collect(Collectors.joining(", "))
                + ")" + returns.map(t -> " -> " + t.text()).orElse("");
    }

    /** The position of the parameter changed in place, if there is one (there is at most one). */
    public Optional<Integer> inoutIndex() {
        for (int i = 0; i < params.size(); i++) {
            if (params.get(i).inout()) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** What a hidden test's {@code expected} holds: the returned value's type, or the in-place parameter's. */
    public Optional<Type> resultType() {
        return returns.isPresent() ? returns : inoutIndex().map(i -> params.get(i).type());
    }
}
