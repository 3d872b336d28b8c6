package dev.algoreval.dataset.plus;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** A function or method: its camelCase name as the prompt spells it, its parameters and its result (none = void). */
public record Method(String name, List<Param> params, Optional<Type> returns) {
    public Method {
        params = List.copyOf(params);
    }

    /** The compact text form, e.g. {@code findBridges(V: index, edges: list<pair<index,index>>) -> list<pair<index,index>>}. */
    public String text() {
        return name + "(" + params.stream().map(p -> p.name() + ": " + p.type().text()).collect(Collectors.joining(", "))
                + ")" + returns.map(t -> " -> " + t.text()).orElse("");
    }
}
