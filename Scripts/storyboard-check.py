"""Checks what Scripts/storyboard-check.sh rendered: the screenshots are not blank, and the pages'
DOMs hold the text they must (every step of the demo; both sides of the failure picture).

    python3 Scripts/storyboard-check.py WORK_FOLDER STEPS_FILE
"""
import html.parser
import struct
import sys
import zlib


def pixels(path):
    """The pixels of an 8-bit RGB or RGBA PNG, without its filters, as one bytes value per row."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG file")
    position, chunks, header = 8, [], None
    while position < len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind = data[position + 4 : position + 8]
        body = data[position + 8 : position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace != 0:
        raise ValueError(f"{path}: only 8-bit RGB or RGBA PNG files without interlacing are read")
    size = 3 if color == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * size
    rows, previous = [], bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for index in range(stride):
            left = line[index - size] if index >= size else 0
            up = previous[index]
            up_left = previous[index - size] if index >= size else 0
            if kind == 1:
                line[index] = (line[index] + left) & 0xFF
            elif kind == 2:
                line[index] = (line[index] + up) & 0xFF
            elif kind == 3:
                line[index] = (line[index] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - up_left
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - up_left))
                nearest = (left, up, up_left)[distances.index(min(distances))]
                line[index] = (line[index] + nearest) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, size, rows


def check_not_blank(path):
    width, height, size, rows = pixels(path)
    counts = {}
    for line in rows:
        for index in range(0, len(line), size):
            key = line[index : index + size]
            counts[key] = counts.get(key, 0) + 1
    total = width * height
    commonest = max(counts.values())
    print(f"{path}: {width}×{height}, {len(counts)} colours, the commonest covers {100 * commonest / total:.1f} %")
    if len(counts) < 16 or commonest > 0.97 * total:
        raise SystemExit(f"{path} looks blank")


class Text(html.parser.HTMLParser):
    """The text of a page, its entities decoded."""

    def __init__(self):
        super().__init__()
        self.parts = []

    def handle_data(self, data):
        self.parts.append(data)


def text_of(path):
    parser = Text()
    with open(path, encoding="utf-8") as file:
        parser.feed(file.read())
    return " ".join(" ".join(parser.parts).split())


def main():
    work, steps_file = sys.argv[1], sys.argv[2]
    check_not_blank(f"{work}/storyboard.png")
    check_not_blank(f"{work}/failure.png")
    with open(steps_file, encoding="utf-8") as file:
        steps = [line.strip() for line in file if line.strip()]
    if not steps:
        raise SystemExit("the demo printed no steps")
    page = text_of(f"{work}/storyboard.dom")
    missing = [step for step in steps if " ".join(step.split()) not in page]
    if missing:
        raise SystemExit("steps missing from the storyboard page: " + "; ".join(missing))
    print(f"The storyboard page holds the text of all {len(steps)} steps.")
    failure = text_of(f"{work}/failure.dom")
    for expected in ("Expected", "Actual", "Differences outlined in red.", "Detail", "Article"):
        if expected not in failure:
            raise SystemExit(f"the failure picture lacks the text {expected!r}")
    print("The failure picture shows both sides.")
    check_script_ran(f"{work}/step-3.dom")


class Sections(html.parser.HTMLParser):
    """The classes of the step sections and the text of the position counter."""

    def __init__(self):
        super().__init__()
        self.classes, self.position, self.in_position = {}, "", False

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "section" and attributes.get("id", "").startswith("step-"):
            self.classes[attributes["id"]] = attributes.get("class", "").split()
        self.in_position = attributes.get("id") == "position"

    def handle_endtag(self, tag):
        self.in_position = False

    def handle_data(self, data):
        if self.in_position:
            self.position += data


def check_script_ran(path):
    parser = Sections()
    with open(path, encoding="utf-8") as file:
        parser.feed(file.read())
    current = [name for name, classes in parser.classes.items() if "current" in classes]
    if current != ["step-3"] or parser.position.strip() != "3":
        raise SystemExit(f"opened at #step-3, the page shows {current} at position {parser.position!r}")
    print("Opened at #step-3, the page's script shows the third step.")


if __name__ == "__main__":
    main()
