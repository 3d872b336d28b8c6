import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;

public class Main {
    record Node(long weight, int seq, char symbol, Node left, Node right) {
        boolean isLeaf() {
            return left == null;
        }
    }

    static Map<Character, String> huffmanCodes(String text) {
        Map<Character, Long> counts = new TreeMap<>();
        for (char c : text.toCharArray()) counts.merge(c, 1L, Long::sum);
        PriorityQueue<Node> heap = new PriorityQueue<>(
                Comparator.comparingLong(Node::weight).thenComparingInt(Node::seq));
        int seq = 0;
        for (Map.Entry<Character, Long> e : counts.entrySet()) {
            heap.add(new Node(e.getValue(), seq++, e.getKey(), null, null));
        }
        while (heap.size() > 1) {
            Node a = heap.poll();
            Node b = heap.poll();
            heap.add(new Node(a.weight() + b.weight(), seq++, '\0', a, b));
        }
        Map<Character, Integer> lengths = new TreeMap<>();
        assignLengths(heap.poll(), 0, lengths);

        List<Character> order = new ArrayList<>(lengths.keySet());
        order.sort(Comparator.comparing((Character c) -> lengths.get(c)).thenComparing(c -> c));
        Map<Character, String> codes = new TreeMap<>();
        long code = 0;
        int prevLen = 0;
        for (char c : order) {
            int len = lengths.get(c);
            code <<= len - prevLen;
            String bits = Long.toBinaryString(code);
            codes.put(c, "0".repeat(len - bits.length()) + bits);
            prevLen = len;
            code++;
        }
        return codes;
    }

    private static void assignLengths(Node node, int depth, Map<Character, Integer> lengths) {
        if (node.isLeaf()) {
            lengths.put(node.symbol(), Math.max(depth, 1));
            return;
        }
        assignLengths(node.left(), depth + 1, lengths);
        assignLengths(node.right(), depth + 1, lengths);
    }

    static String huffmanEncode(String text, Map<Character, String> codes) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) out.append(codes.get(c));
        return out.toString();
    }

    public static void main(String[] args) {
        String text = "ffabdddadgcbfaafgdadddadbffaafdagebcb";
        Map<Character, String> codes = huffmanCodes(text);
        for (Map.Entry<Character, String> e : codes.entrySet()) {
            System.out.println(e.getKey() + " " + e.getValue());
        }
        String encoded = huffmanEncode(text, codes);
        System.out.println(encoded.length());
        System.out.println(encoded);
    }
}
