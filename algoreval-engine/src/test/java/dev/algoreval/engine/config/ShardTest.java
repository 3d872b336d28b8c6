package dev.algoreval.engine.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.engine.MapConfiguration;
import dev.algoreval.engine.api.Constants;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ShardTest {
    private record Unit(String language, String id) {
    }

    /** Languages with deliberately uneven numbers of units, ids in no particular order. */
    private static List<Unit> units() {
        List<Unit> units = new ArrayList<>();
        String[] languages = {"python", "c", "cpp", "java", "javascript", "rust", "go"};
        for (int l = 0; l < languages.length; l++) {
            for (int k = 0; k < 10 + 7 * l; k++) {
                units.add(new Unit(languages[l], "algorithm-" + (k * 37 % 101) + "/" + languages[l]));
            }
        }
        return units;
    }

    @Test
    void parsesOneBasedIndexOverCount() {
        assertThat(Shard.parse("2/4")).isEqualTo(new Shard(2, 4));
        assertThat(Shard.parse(" 1 / 1 ")).isEqualTo(new Shard(1, 1));
        assertThat(Shard.parse("3/3").toString()).isEqualTo("3/3");
    }

    @Test
    void refusesWhatIsNotAShardNamingTheKey() {
        assertThatThrownBy(() -> Shard.parse("0/3")).hasMessage("algoreval.shard=0/3: the shard number must be from 1 to 3 "
                + "(shards count from 1)");
        assertThatThrownBy(() -> Shard.parse("4/3")).hasMessageContaining("algoreval.shard=4/3: the shard number must be "
                + "from 1 to 3");
        assertThatThrownBy(() -> Shard.parse("1/0")).hasMessageContaining("the number of shards must be at least 1");
        for (String bad : List.of("x", "2", "/3", "2/", "a/b", "1/2/3", "-1/3")) {
            assertThatThrownBy(() -> Shard.parse(bad)).as(bad).hasMessageContaining("algoreval.shard");
        }
        assertThatThrownBy(() -> Shard.parse("x")).hasMessageContaining("must be i/n, e.g. 2/4");
    }

    @Test
    void theConfigurationReadsTheShardAndGivesEachShardItsOwnDefaultOutput() {
        AlgorevalConfiguration shard = AlgorevalConfiguration.from(new MapConfiguration(Map.of(Constants.SHARD, "2/4")));
        assertThat(shard.shard()).contains(new Shard(2, 4));
        assertThat(shard.outputDirectory()).isEqualTo(Path.of(Constants.DEFAULT_OUTPUT, "shard-2-of-4"));
        AlgorevalConfiguration chosen = AlgorevalConfiguration.from(new MapConfiguration(Map.of(Constants.SHARD, "2/4",
                Constants.OUTPUT, "out/two")));
        assertThat(chosen.outputDirectory()).isEqualTo(Path.of("out/two"));
        assertThat(AlgorevalConfiguration.from(new MapConfiguration(Map.of())).shard()).isEmpty();
        assertThatThrownBy(() -> AlgorevalConfiguration.from(new MapConfiguration(Map.of(Constants.SHARD, "4/3"))))
                .hasMessageContaining("algoreval.shard=4/3");
    }

    @Test
    void everyUnitIsInExactlyOneShard() {
        List<Unit> units = units();
        for (int count = 1; count <= 9; count++) {
            List<Unit> all = new ArrayList<>();
            for (int index = 1; index <= count; index++) {
                all.addAll(new Shard(index, count).select(units, Unit::language, Unit::id));
            }
            assertThat(all).as("%d shards", count).containsExactlyInAnyOrderElementsOf(units);
        }
    }

    @Test
    void eachLanguageSpreadsEvenlyOverTheShards() {
        List<Unit> units = units();
        int count = 4;
        Map<String, Long> total = units.stream().collect(Collectors.groupingBy(Unit::language, Collectors.counting()));
        for (int index = 1; index <= count; index++) {
            Map<String, Long> mine = new Shard(index, count).select(units, Unit::language, Unit::id).stream()
                    .collect(Collectors.groupingBy(Unit::language, Collectors.counting()));
            for (Map.Entry<String, Long> language : total.entrySet()) {
                long got = mine.getOrDefault(language.getKey(), 0L);
                assertThat((double) got).as("shard %d, %s", index, language.getKey())
                        .isBetween(Math.floor(language.getValue() / (double) count),
                                Math.ceil(language.getValue() / (double) count));
            }
        }
    }

    @Test
    void theAssignmentDependsOnTheSelectionNotOnItsOrder() {
        List<Unit> units = units();
        List<Unit> shuffled = new ArrayList<>(units);
        Collections.shuffle(shuffled, new Random(15));
        Map<Unit, Integer> first = byUnit(units, Shard.assign(units, Unit::language, Unit::id, 5));
        Map<Unit, Integer> second = byUnit(shuffled, Shard.assign(shuffled, Unit::language, Unit::id, 5));
        assertThat(second).isEqualTo(first);
    }

    private static Map<Unit, Integer> byUnit(List<Unit> units, List<Integer> shards) {
        Map<Unit, Integer> map = new HashMap<>();
        for (int i = 0; i < units.size(); i++) {
            map.put(units.get(i), shards.get(i));
        }
        return map;
    }
}
