import heapq
from collections import Counter


def huffmanCodes(text):
    counts = Counter(text)
    # Heap entries: (weight, tie-breaker, tree); a tree is a character or a (left, right) pair.
    heap = [(count, i, ch) for i, (ch, count) in enumerate(sorted(counts.items()))]
    heapq.heapify(heap)
    next_id = len(heap)
    while len(heap) > 1:
        w1, _, t1 = heapq.heappop(heap)
        w2, _, t2 = heapq.heappop(heap)
        heapq.heappush(heap, (w1 + w2, next_id, (t1, t2)))
        next_id += 1

    lengths = {}

    def assign_depths(tree, depth):
        if isinstance(tree, tuple):
            assign_depths(tree[0], depth + 1)
            assign_depths(tree[1], depth + 1)
        else:
            lengths[tree] = max(depth, 1)

    assign_depths(heap[0][2], 0)

    # Canonical codes: order by (length, character), count upwards, shift left when the length grows.
    codes = {}
    code = 0
    prev_len = 0
    for ch in sorted(lengths, key=lambda c: (lengths[c], c)):
        code <<= lengths[ch] - prev_len
        codes[ch] = format(code, "0{}b".format(lengths[ch]))
        prev_len = lengths[ch]
        code += 1
    return codes


def huffmanEncode(text, codes):
    return "".join(codes[ch] for ch in text)


if __name__ == "__main__":
    text = "ffabdddadgcbfaafgdadddadbffaafdagebcb"
    codes = huffmanCodes(text)
    for ch in sorted(codes):
        print(ch, codes[ch])
    encoded = huffmanEncode(text, codes)
    print(len(encoded))
    print(encoded)
