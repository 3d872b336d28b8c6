package dev.algoreval.engine.plus;

import dev.algoreval.dataset.Language;
import java.util.List;

/** The Python driver on {@link DriverContractTest}'s programs, written in Python. */
class PythonDriverTest extends DriverContractTest {

    @Override
    protected Language language() {
        return Language.PYTHON;
    }

    @Override
    protected String printsOnly(String expectedOutput) {
        return "print(" + expectedOutput + ", end='')\n";
    }

    @Override
    protected List<String> missingFunctionMessage() {
        return List.of("no function 'dijkstra'");
    }

    @Override
    protected String wrongSignature() {
        return "def dijkstra(n, edges):\n    return []\n";
    }

    @Override
    protected List<String> wrongSignatureMessage() {
        return List.of("cannot be called with 3 arguments");
    }

    @Override
    protected String offByOne(String reference) {
        return reference.replace("def dijkstra(", "def _real(")
                + "\ndef dijkstra(n, edges, src):\n    return [d + 1 if d > 0 else d for d in _real(n, edges, src)]\n";
    }

    @Override
    protected String failsOnFirstInput() {
        return "def dijkstra(n, edges, src):\n    if n == 4:\n        raise ValueError('boom')\n    return [0]\n";
    }

    @Override
    protected String firstInputFailureMessage() {
        return "ValueError: boom";
    }

    @Override
    protected String exitsOnSecondInput() {
        return "import os\ndef dijkstra(n, edges, src):\n    if n == 1:\n        os._exit(3)\n    return [0, 2, 5, -1]\n";
    }

    @Override
    protected String chatty() {
        return "print('hello', end='')\ndef dijkstra(n, edges, src):\n    print('debug', n, end='')\n"
                + "    return [0, 2, 5, -1] if n == 4 else [0]\nif __name__ == '__main__':\n    raise SystemExit(7)\n";
    }

    @Override
    protected String inPlaceSort() {
        return "def sortInPlace(arr):\n    for i in range(1, len(arr)):\n        j = i\n"
                + "        while j > 0 and arr[j - 1] > arr[j]:\n            arr[j - 1], arr[j] = arr[j], arr[j - 1]\n"
                + "            j -= 1\n";
    }

    @Override
    protected String midpointIntegrator() {
        return "def integrate(f, a, b, n):\n    h = (b - a) / n\n    total = 0.0\n    for i in range(n):\n"
                + "        total += f(a + (i + 0.5) * h)\n    return total * h\n";
    }

    @Override
    protected String wrongIntegrator() {
        return "def integrate(f, a, b):\n    return 0.0\n";
    }

    @Override
    protected List<String> wrongIntegratorMessage() {
        return List.of("cannot be called with 4 arguments");
    }

    @Override
    protected String addAndRepeat(boolean withRepeat) {
        return "def add(a, b):\n    return a + b\n" + (withRepeat ? "\ndef repeat(s, times):\n    return s * times\n" : "");
    }
}
