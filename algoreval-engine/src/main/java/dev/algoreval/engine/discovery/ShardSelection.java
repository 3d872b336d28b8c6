package dev.algoreval.engine.discovery;

import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.config.Shard;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.platform.engine.UniqueId;

/**
 * A suite's selection cut to one shard. The unit dealt to shards is an instance under one condition:
 * every model and sample of it goes to the same shard, because they multiply every instance alike (so
 * the balance holds) and, when the answers repeat (the reference model, temperature 0), the compile
 * cache of that one machine builds each program once.
 */
final class ShardSelection {
    private record Unit(Condition condition, Instance instance) {
        String id() {
            return instance.id() + " " + condition.id();
        }
    }

    private final Shard shard;
    private final Map<Condition, List<Instance>> mine;
    /** The units other shards run, with the shard that runs each. */
    private final Map<Unit, Integer> others;
    private final int units;

    private ShardSelection(Shard shard, Map<Condition, List<Instance>> mine, Map<Unit, Integer> others, int units) {
        this.shard = shard;
        this.mine = mine;
        this.others = others;
        this.units = units;
    }

    static ShardSelection of(Shard shard, Map<Condition, List<Instance>> selected) {
        List<Unit> units = new ArrayList<>();
        selected.forEach((condition, instances) -> instances.forEach(i -> units.add(new Unit(condition, i))));
        List<Integer> assigned = Shard.assign(units, u -> u.instance().language().id(), Unit::id, shard.count());
        Map<Condition, List<Instance>> mine = new LinkedHashMap<>();
        selected.keySet().forEach(condition -> mine.put(condition, new ArrayList<>()));
        Map<Unit, Integer> others = new LinkedHashMap<>();
        for (int i = 0; i < units.size(); i++) {
            Unit unit = units.get(i);
            if (assigned.get(i) == shard.index()) {
                mine.get(unit.condition()).add(unit.instance());
            } else {
                others.put(unit, assigned.get(i));
            }
        }
        return new ShardSelection(shard, mine, others, units.size());
    }

    /** This shard's instances under each condition, in the order selected. */
    Map<Condition, List<Instance>> mine() {
        return mine;
    }

    /** How many instance-condition units the whole selection has, over all shards. */
    int units() {
        return units;
    }

    /** Why an id selects nothing here, when other shards run what it names. */
    Optional<String> explainAbsent(UniqueId id) {
        TreeSet<Integer> shards = others.entrySet().stream().filter(e -> within(id).test(e.getKey()))
                .map(Map.Entry::getValue).collect(Collectors.toCollection(TreeSet::new));
        if (shards.isEmpty()) {
            return Optional.empty();
        }
        String names = shards.stream().map(k -> Constants.SHARD + "=" + k + "/" + shard.count())
                .collect(Collectors.joining(", "));
        return Optional.of("this run is " + Constants.SHARD + "=" + shard + " and its tests belong to another shard; "
                + "run " + names);
    }

    private static Predicate<Unit> within(UniqueId id) {
        return unit -> id.getSegments().stream().allMatch(segment -> switch (segment.getType()) {
            case Segments.CONDITION -> segment.getValue().equals(unit.condition().id());
            case Segments.LANGUAGE -> segment.getValue().equals(unit.instance().language().id());
            case Segments.DOMAIN -> segment.getValue().equals(unit.instance().domain().id());
            case Segments.ALGORITHM -> segment.getValue().equals(unit.instance().algorithm().id());
            case Segments.INSTANCE -> segment.getValue().equals(unit.instance().id());
            default -> true;
        });
    }
}
