package dev.algoreval.dataset.plus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class TypeParserTest {

    @ParameterizedTest
    @ValueSource(strings = {"int", "long", "index", "double", "bool", "string", "list<int>", "optional<long>",
            "list<pair<index, index>>", "list<tuple<index, index, int>>", "optional<list<double>>",
            "list<list<pair<index, int>>>", "pair<weight: long, side: list<index>>", "list<optional<long>>"})
    void typeTextRoundTrips(String text) {
        Type type = TypeParser.parseType(text);
        assertThat(type.text()).isEqualTo(text);
        assertThat(TypeParser.parseType(type.text())).isEqualTo(type);
    }

    @Test
    void spacesAreOptional() {
        assertThat(TypeParser.parseType(" list< pair<index ,index> > ")).isEqualTo(
                new Type.ListOf(Type.TupleOf.of(Type.Scalar.INDEX, Type.Scalar.INDEX)));
    }

    @Test
    void signatureRoundTrips() {
        String text = "findBridges(V: index, edges: list<pair<index, index>>) -> list<pair<index, index>>";
        Method method = TypeParser.parseMethod(text);
        assertThat(method.name()).isEqualTo("findBridges");
        assertThat(method.params()).extracting(Param::name).containsExactly("V", "edges");
        assertThat(method.text()).isEqualTo(text);
        assertThat(TypeParser.parseMethod("addEdge(u: index, v: index)").returns()).isEmpty();
        assertThat(TypeParser.parseMethod("hopcroftKarp() -> int").returns()).isEqualTo(Optional.of(Type.Scalar.INT));
    }

    @Test
    void classApiHasConstructorAndMethods() {
        Api.ClassApi api = TypeParser.parseClass("BipGraph(m: index, n: index)", List.of("addEdge(u: index, v: index)", "hopcroftKarp() -> int"));
        assertThat(api.entryNames()).containsExactly("BipGraph", "addEdge", "hopcroftKarp");
        assertThat(api.constructor()).hasSize(2);
    }

    @Test
    void malformedTypesAreNamedWithTheirColumn() {
        assertThatThrownBy(() -> TypeParser.parseType("list<integer>"))
                .hasMessageContaining("unknown type 'integer'").hasMessageContaining("column 6").hasMessageContaining("'list<integer>'");
        assertThatThrownBy(() -> TypeParser.parseType("list<int")).hasMessageContaining("expected '>'");
        assertThatThrownBy(() -> TypeParser.parseType("pair<int>")).hasMessageContaining("exactly two");
        assertThatThrownBy(() -> TypeParser.parseType("pair<a: int, long>")).hasMessageContaining("every element");
        assertThatThrownBy(() -> TypeParser.parseType("int>")).hasMessageContaining("unexpected text");
        assertThatThrownBy(() -> TypeParser.parseMethod("f(a: int, a: long)")).hasMessageContaining("'a' appears twice");
        assertThatThrownBy(() -> TypeParser.parseMethod("f(a int)")).hasMessageContaining("expected ':'");
        assertThatThrownBy(() -> TypeParser.parseMethod("f(a: int) => int")).hasMessageContaining("unexpected text");
    }

    @Test
    void anInoutListIsTheResultOfAFunctionThatReturnsNothing() {
        Method sort = TypeParser.parseMethod("heapSort(arr: inout list<int>)");
        assertThat(sort.params().get(0).inout()).isTrue();
        assertThat(sort.inoutIndex()).contains(0);
        assertThat(sort.resultType()).contains(new Type.ListOf(Type.Scalar.INT));
        assertThat(sort.text()).isEqualTo("heapSort(arr: inout list<int>)");
        assertThat(TypeParser.parseMethod("dijkstra(n: index) -> int").resultType()).contains(Type.Scalar.INT);
        assertThat(TypeParser.parseMethod("f(inoutish: int)").params().get(0).inout()).isFalse();
    }

    @Test
    void inoutIsOneListOfAFunctionWithoutResult() {
        assertThatThrownBy(() -> TypeParser.parseMethod("f(a: inout int)")).hasMessageContaining("only a list can be inout");
        assertThatThrownBy(() -> TypeParser.parseMethod("f(a: inout list<int>) -> int")).hasMessageContaining("returns nothing");
        assertThatThrownBy(() -> TypeParser.parseMethod("f(a: inout list<int>, b: inout list<int>)"))
                .hasMessageContaining("at most one");
        assertThatThrownBy(() -> TypeParser.parseClass("C()", List.of("sort(a: inout list<int>)")))
                .hasMessageContaining("not to a class API");
    }

    @Test
    void aFunctionParameterIsTheMenusType() {
        Method simpson = TypeParser.parseMethod("simpson(f: fn(double) -> double, a: double, b: double, n: int) -> double");
        assertThat(simpson.params().get(0).type()).isEqualTo(RealFunctions.TYPE);
        assertThat(simpson.text()).isEqualTo("simpson(f: fn(double) -> double, a: double, b: double, n: int) -> double");
        assertThat(TypeParser.parseMethod(simpson.text())).isEqualTo(simpson);
    }

    @Test
    void otherFunctionTypesAndFunctionsInsideTypesAreRejected() {
        assertThatThrownBy(() -> TypeParser.parseMethod("f(g: fn(int) -> int)")).hasMessageContaining("the only function type");
        assertThatThrownBy(() -> TypeParser.parseMethod("f(g: list<fn(double) -> double>)"))
                .hasMessageContaining("only a parameter's whole type");
        assertThatThrownBy(() -> TypeParser.parseMethod("f() -> fn(double) -> double"))
                .hasMessageContaining("only a parameter's whole type");
        assertThatThrownBy(() -> TypeParser.parseMethod("f(g: fn(double) double)")).hasMessageContaining("expected '->'");
    }
}
