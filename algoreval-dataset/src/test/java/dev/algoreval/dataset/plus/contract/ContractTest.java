package dev.algoreval.dataset.plus.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.TypeParser;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContractTest {
    private static final Api EDGES = new Api.Function(TypeParser.parseMethod(
            "findBridges(V: index, edges: list<tuple<index,index,int>>, name: string) -> list<long>"));
    private static final Api ADJ = new Api.Function(TypeParser.parseMethod("f(adj: list<list<index>>) -> int"));
    private static final Api MATRIX = new Api.Function(TypeParser.parseMethod("f(M: list<list<int>>) -> list<optional<long>>"));
    private static final Api CLASS = new Api.ClassApi("DisjointSet", List.of(TypeParser.parseMethod("c(n: index)").params().get(0)),
            List.of(TypeParser.parseMethod("find(x: index) -> index"), TypeParser.parseMethod("unite(a: index, b: index)")));

    private static Contract contract(String yaml, Api api) throws Exception {
        return Contract.parse(new ObjectMapper(new YAMLFactory()).readValue(yaml, List.class), api);
    }

    private static HiddenTest edges(long v, List<List<Long>> edges, String name, List<Long> result) {
        return HiddenTest.function("t", List.of(v, edges, name), result);
    }

    @Test
    void aRangeWithABoundFromAnotherParameterCatchesEachValueOutsideIt() throws Exception {
        Contract c = contract("- range: {of: 'edges[*][0]', min: 0, max: V - 1}\n"
                + "- range: {of: 'edges[*][2]', min: -1000000, max: 1000000, what: 'each weight'}", EDGES);
        assertThat(c.violations(edges(3, List.of(List.of(0L, 2L, 5L)), "", List.of()), EDGES)).isEmpty();
        assertThat(c.violations(edges(3, List.of(List.of(3L, 2L, 2000000L)), "", List.of()), EDGES))
                .containsExactly("range \"Each edges[i][0] is an integer from 0 to V-1.\": edges[i][0] = 3 is above V-1 (2)",
                        "range \"Each weight edges[i][2] is an integer from -10^6 to 10^6.\": edges[i][2] = 2000000 is above 10^6 (1000000)");
    }

    @Test
    void aResultBeyond32BitsSaysItNeeds64AndA32BitTypeCannotPromiseIt() throws Exception {
        assertThat(contract("- range: {of: 'result[*]', min: 0, max: 9000000000000000000}", EDGES).sentences())
                .containsExactly("Each result[i] is an integer from 0 to 9·10^18 (it may need 64-bit integers).");
        assertThatThrownBy(() -> contract("- range: {of: 'edges[*][2]', max: 4294967296}", EDGES))
                .hasMessageContaining("does not fit the 32-bit type int");
    }

    @Test
    void aLengthAndAnAlphabetAreCheckedOnStringsAndLists() throws Exception {
        Contract c = contract("- length: {of: edges, max: 1}\n- alphabet: {of: name, chars: 'a-z', words: 'lowercase letters a-z'}",
                EDGES);
        assertThat(c.sentences()).containsExactly("edges has at most 1 elements.",
                "name contains only lowercase letters a-z.");
        assertThat(c.violations(edges(2, List.of(List.of(0L, 1L, 1L), List.of(0L, 1L, 1L)), "aB", List.of()), EDGES))
                .hasSize(2).anySatisfy(v -> assertThat(v).contains("has length 2"))
                .anySatisfy(v -> assertThat(v).contains("character code 66 at 1"));
    }

    @Test
    void anEdgeListGraphRefusesWhatItDoesNotAllow() throws Exception {
        Contract simple = contract("- graph: {form: edge-list, of: edges, vertices: V, directed: false, "
                + "parallel-edges: false, self-loops: false, connected: true}", EDGES);
        assertThat(simple.violations(edges(3, List.of(List.of(0L, 1L, 1L), List.of(1L, 2L, 1L)), "", List.of()), EDGES))
                .isEmpty();
        assertThat(simple.violations(edges(4, List.of(List.of(0L, 1L, 1L), List.of(1L, 0L, 1L), List.of(2L, 2L, 1L)), "",
                List.of()), EDGES)).anySatisfy(v -> assertThat(v).contains("parallel edges 0-1"))
                .anySatisfy(v -> assertThat(v).contains("self-loop at 2"))
                .anySatisfy(v -> assertThat(v).contains("not connected"));
        Contract multi = contract("- graph: {form: edge-list, of: edges, vertices: V, directed: false, "
                + "parallel-edges: true, self-loops: true}", EDGES);
        assertThat(multi.violations(edges(2, List.of(List.of(0L, 1L, 1L), List.of(1L, 0L, 1L), List.of(1L, 1L, 1L)), "",
                List.of()), EDGES)).isEmpty();
        assertThat(multi.violations(edges(2, List.of(List.of(0L, 2L, 1L)), "", List.of()), EDGES))
                .anySatisfy(v -> assertThat(v).contains("outside 0..1"));
        assertThat(multi.sentences().get(0)).contains("undirected, with vertices 0..V-1", "may contain parallel edges",
                "may contain self-loops");
    }

    @Test
    void anUndirectedAdjacencyListMustListEachEdgeAtBothEnds() throws Exception {
        Contract c = contract("- graph: {form: adj-list, of: adj, directed: false, parallel-edges: false, self-loops: false}", ADJ);
        assertThat(c.violations(HiddenTest.function("t", List.of(List.of(List.of(1L), List.of(0L))), 0L), ADJ)).isEmpty();
        assertThat(c.violations(HiddenTest.function("t", List.of(List.of(List.of(1L), List.of())), 0L), ADJ))
                .anySatisfy(v -> assertThat(v).contains("listed 1 time(s) at 0 but 0 at 1"));
        assertThat(c.violations(HiddenTest.function("t", List.of(List.of(List.of(1L, 1L), List.of(0L, 0L))), 0L), ADJ))
                .anySatisfy(v -> assertThat(v).contains("parallel edges 0-1"));
    }

    @Test
    void aMatrixGraphChecksSymmetryItsDiagonalAndTheAbsentMarker() throws Exception {
        Contract c = contract("- graph: {form: adj-matrix, of: M, directed: false, parallel-edges: false, self-loops: false, "
                + "absent: -1, diagonal: 0}", MATRIX);
        assertThat(c.violations(HiddenTest.function("t", List.of(List.of(List.of(0L, 5L), List.of(5L, 0L))), List.of()),
                MATRIX)).isEmpty();
        assertThat(c.violations(HiddenTest.function("t", List.of(List.of(List.of(3L, 5L), List.of(-1L, 0L))), List.of()),
                MATRIX)).anySatisfy(v -> assertThat(v).contains("M[0][0] is 3, not 0"))
                .anySatisfy(v -> assertThat(v).contains("listed 1 time(s) at 0 but 0 at 1"));
        assertThatThrownBy(() -> contract("- graph: {form: adj-matrix, of: M, directed: true, parallel-edges: true, "
                + "self-loops: false}", MATRIX)).hasMessageContaining("cannot hold parallel edges");
    }

    @Test
    void aClassApiPathReadsEveryCallOfOneMethodAndItsResults() throws Exception {
        Contract c = contract("- range: {of: unite.a, min: 0, max: n - 1}\n- range: {of: find.result, max: n - 1}", CLASS);
        HiddenTest ok = HiddenTest.construct("t", List.of(3L), List.of(new HiddenTest.Call("unite", List.of(0L, 2L)),
                new HiddenTest.Call("find", List.of(2L))), List.of(0L));
        HiddenTest bad = HiddenTest.construct("t", List.of(3L), List.of(new HiddenTest.Call("unite", List.of(3L, 2L)),
                new HiddenTest.Call("find", List.of(2L))), List.of(7L));
        assertThat(c.violations(ok, CLASS)).isEmpty();
        assertThat(c.violations(bad, CLASS)).hasSize(2);
        assertThat(c.sentences()).containsExactly("Each unite's a is an integer from 0 to n-1.",
                "The result of find is an integer of at most n-1.");
    }

    @Test
    void optionalValuesAreCheckedWhereTheyArePresent() throws Exception {
        Contract c = contract("- range: {of: 'result[*]', min: 0}", MATRIX);
        java.util.ArrayList<Object> result = new java.util.ArrayList<>(java.util.Arrays.asList(3L, null, 0L));
        assertThat(c.violations(HiddenTest.function("t", List.of(List.of()), result), MATRIX)).isEmpty();
    }

    @Test
    void mistakesAreNamedWhenTheContractIsRead() {
        assertThatThrownBy(() -> contract("- range: {of: 'edgez[*][0]', max: 3}", EDGES)).hasMessageContaining("no parameter 'edgez'");
        assertThatThrownBy(() -> contract("- range: {of: 'edges[*][3]', max: 3}", EDGES)).hasMessageContaining("[3] needs");
        assertThatThrownBy(() -> contract("- range: {of: name, max: 3}", EDGES)).hasMessageContaining("not a number");
        assertThatThrownBy(() -> contract("- range: {of: V, maxx: 3, max: 2}", EDGES)).hasMessageContaining("unknown field(s) [maxx]");
        assertThatThrownBy(() -> contract("- graph: {form: edge-list, of: edges, vertices: V, directed: false, self-loops: false}",
                EDGES)).hasMessageContaining("'parallel-edges' is required");
        assertThatThrownBy(() -> contract("- rule: no full stop", EDGES)).hasMessageContaining("ending in '.'");
        assertThatThrownBy(() -> contract("- sizes: {of: V}", EDGES)).hasMessageContaining("unknown clause 'sizes'");
        assertThatThrownBy(() -> contract("- range: {of: V, max: W + 1}", EDGES)).hasMessageContaining("no parameter 'W'");
    }
}
