<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CompareLab</name>
    <message>
        <location filename="../ui/labs/compare_lab.py" line="1"/>
        <source>Comparing threads and processes on {title} in the background…</source>
        <translation>Comparando hilos y procesos en {title} en segundo plano…</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_lab.py" line="1"/>
        <source>compare: {title}, once on threads, then once on processes</source>
        <translation>comparar: {title}, una vez con hilos y después una vez con procesos</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_lab.py" line="71"/>
        <source>Cannot compare: {error}</source>
        <translation>No se puede comparar: {error}</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_lab.py" line="81"/>
        <source>Compare is already running.</source>
        <translation>La comparación ya está en marcha.</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_lab.py" line="91"/>
        <location filename="../ui/labs/compare_lab.py" line="110"/>
        <source>the scenario</source>
        <translation>el escenario</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_lab.py" line="93"/>
        <source>Comparing FIFO, LIFO and Priority on {title} in the background…</source>
        <translation>Comparando FIFO, LIFO y Prioridad con {title} en segundo plano…</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_lab.py" line="99"/>
        <source>compare: {title}, once per queue discipline</source>
        <translation>comparar: {title}, una vez por cada disciplina de cola</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_lab.py" line="111"/>
        <source>Compare done.</source>
        <translation>Comparación terminada.</translation>
    </message>
    <message>
        <location filename="../ui/labs/compare_lab.py" line="124"/>
        <source>Compare failed</source>
        <translation>La comparación ha fallado</translation>
    </message>
</context>
<context>
    <name>ControlPanel</name>
    <message>
        <location filename="../ui/control_panel.py" line="194"/>
        <source>Name of the next sleeping task (advances after each one)</source>
        <translation>Nombre de la próxima tarea que duerme (avanza tras cada una)</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="196"/>
        <source>Task name</source>
        <translation>Nombre de la tarea</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="205"/>
        <source>How long the sleeping task sleeps, 0 to 3600 seconds</source>
        <translation>Cuánto duerme la tarea, de 0 a 3600 segundos</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="206"/>
        <source>Sleep duration</source>
        <translation>Duración del sueño</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="210"/>
        <source>Producer</source>
        <translation>Productor</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="211"/>
        <source>This window, MainThread: schedule() puts tasks on the queue</source>
        <translation>Esta ventana, MainThread: schedule() pone tareas en la cola</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="214"/>
        <source>Add sleeping</source>
        <translation>Añadir dormida</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="215"/>
        <source>Add failing</source>
        <translation>Añadir fallida</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="216"/>
        <source>Add CPU</source>
        <translation>Añadir CPU</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="217"/>
        <source>Lesson&apos;s 4 tasks</source>
        <translation>Las 4 tareas de la lección</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="225"/>
        <source>Tasks the producer thread schedules per second</source>
        <translation>Tareas por segundo que programa el hilo productor</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="226"/>
        <source>Tasks per second</source>
        <translation>Tareas por segundo</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="227"/>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="235"/>
        <source>Shortest sleep of a produced task</source>
        <translation>Sueño más corto de una tarea producida</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="236"/>
        <source>Shortest sleep</source>
        <translation>Sueño más corto</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="244"/>
        <source>Longest sleep of a produced task</source>
        <translation>Sueño más largo de una tarea producida</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="245"/>
        <source>Longest sleep</source>
        <translation>Sueño más largo</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="253"/>
        <source>Chance that a produced task is the failing task</source>
        <translation>Probabilidad de que una tarea producida sea la tarea que falla</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="254"/>
        <source>Failure chance</source>
        <translation>Probabilidad de fallo</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="262"/>
        <source>Random seed: the same seed gives the same tasks</source>
        <translation>Semilla aleatoria: la misma semilla da las mismas tareas</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="263"/>
        <source>Random seed</source>
        <translation>Semilla aleatoria</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="266"/>
        <source>producer off</source>
        <translation>productor apagado</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="270"/>
        <location filename="../ui/control_panel.py" line="380"/>
        <source>Settings ▸</source>
        <translation>Ajustes ▸</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="273"/>
        <source>Show or hide the auto-producer&apos;s rate, sleeps, failure chance and seed</source>
        <translation>Muestra u oculta el ritmo, los sueños, la probabilidad de fallo y la semilla del productor automático</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="275"/>
        <source>Auto-producer settings</source>
        <translation>Ajustes del productor automático</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="281"/>
        <source>Auto-producer</source>
        <translation>Productor automático</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="289"/>
        <source>Rate</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="291"/>
        <source>Sleep</source>
        <translation>Sueño</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="293"/>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="295"/>
        <source>Fail</source>
        <translation>Fallo</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="297"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="308"/>
        <source>How many workers Start runs on the queue (change while stopped)</source>
        <translation>Cuántos trabajadores pone en marcha Iniciar sobre la cola (se cambia con ellos detenidos)</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="309"/>
        <location filename="../ui/control_panel.py" line="329"/>
        <source>Workers</source>
        <translation>Trabajadores</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="317"/>
        <source>The queue&apos;s size limit, maxsize: 0 = unbounded; a full queue makes producers wait (change while stopped)</source>
        <translation>El límite de tamaño de la cola, maxsize: 0 = sin límite; una cola llena hace esperar a los productores (se cambia con los trabajadores detenidos)</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="320"/>
        <source>Queue size limit (maxsize)</source>
        <translation>Límite de tamaño de la cola (maxsize)</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="322"/>
        <source>unbounded</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="327"/>
        <source>Consumer</source>
        <translation>Consumidor</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="328"/>
        <source>Worker thread(s): tasks.get() takes them in FIFO order</source>
        <translation>Hilo(s) trabajador(es): tasks.get() las toma en orden FIFO</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="333"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="334"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="335"/>
        <source>Stop now</source>
        <translation>Detener ya</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="336"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="337"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="348"/>
        <source>How many no-op tasks a burst puts on the queue</source>
        <translation>Cuántas tareas vacías pone una ráfaga en la cola</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="349"/>
        <source>Tasks in a burst</source>
        <translation>Tareas de una ráfaga</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="355"/>
        <source>Load test</source>
        <translation>Prueba de carga</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="356"/>
        <source>MainThread puts many no-op tasks on the queue at once</source>
        <translation>MainThread pone muchas tareas vacías en la cola de una vez</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="358"/>
        <source>No-op burst</source>
        <translation>Ráfaga vacía</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="362"/>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="363"/>
        <source>Every item put on the queue, in FIFO order: act on the selected rows</source>
        <translation>Cada elemento puesto en la cola, en orden FIFO: actúa sobre las filas seleccionadas</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="364"/>
        <source>Cancel selected</source>
        <translation>Cancelar selección</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="365"/>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="366"/>
        <source>Clear finished</source>
        <translation>Quitar terminadas</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="380"/>
        <source>Settings ◂</source>
        <translation>Ajustes ◂</translation>
    </message>
</context>
<context>
    <name>DisciplineLab</name>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="29"/>
        <source>FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="30"/>
        <source>LIFO</source>
        <translation>LIFO</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="31"/>
        <source>Priority</source>
        <translation>Prioridad</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="61"/>
        <source>Queue order</source>
        <translation>Orden de la cola</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="65"/>
        <source>priority </source>
        <translation>prioridad </translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="68"/>
        <source>Priority of the tasks added from the window: in a Priority queue lower runs first, equal ones in arrival order; FIFO and LIFO ignore it ({key} to go here)</source>
        <translation>Prioridad de las tareas añadidas desde la ventana: en una cola de prioridad se ejecuta antes la más baja, y las iguales por orden de llegada; FIFO y LIFO la ignoran ({key} para venir aquí)</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="73"/>
        <source>Priority of the next tasks</source>
        <translation>Prioridad de las próximas tareas</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="98"/>
        <source>Stop the workers first: the order changes only while they are stopped.</source>
        <translation>Detén primero a los trabajadores: el orden solo cambia mientras están detenidos.</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="102"/>
        <source>Empty the queue first ({waiting} waiting: Start them, or Stop now / New session): a queue cannot reorder what it holds.</source>
        <translation>Vacía primero la cola ({waiting} en espera: Iniciar, o Detener ya / Nueva sesión): una cola no puede reordenar lo que ya contiene.</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="122"/>
        <source>Queue order: FIFO, LIFO or Priority (Ctrl+Alt+1/2/3). Disabled: {refusal}</source>
        <translation>Orden de la cola: FIFO, LIFO o Prioridad (Ctrl+Alt+1/2/3). Desactivado: {refusal}</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="126"/>
        <source>Queue order: FIFO, LIFO or Priority (Ctrl+Alt+1/2/3). Changes while the workers are stopped and the queue is empty.</source>
        <translation>Orden de la cola: FIFO, LIFO o Prioridad (Ctrl+Alt+1/2/3). Se cambia con los trabajadores detenidos y la cola vacía.</translation>
    </message>
    <message>
        <location filename="../ui/labs/discipline_lab.py" line="160"/>
        <source>The queue is now {name}: the next tasks run in {name} order.</source>
        <translation>Ahora la cola es {name}: las próximas tareas se ejecutan en orden {name}.</translation>
    </message>
</context>
<context>
    <name>EmptyTableHint</name>
    <message>
        <source>The queue is empty: every worker waits in tasks.get().

Add a sleeping task: {add}
Or open a lesson scenario: {open}

Help ▸ Teaching guide ({guide}) has the lesson plan.</source>
        <translation>La cola está vacía: cada trabajador espera en tasks.get().

Añade una tarea que duerme: {add}
O abre un escenario de la lección: {open}

Ayuda ▸ Guía docente ({guide}) tiene el plan de la clase.</translation>
    </message>
    <message>
        <location filename="../ui/first_steps.py" line="14"/>
        <source>The queue is empty.

Add a sleeping task: {add}
Start the worker: {start}
Or open a lesson scenario: {open}

Help ▸ Teaching guide ({guide}) has the lesson plan.</source>
        <translation>La cola está vacía.

Añade una tarea que duerme: {add}
Inicia el trabajador: {start}
O abre un escenario de la lección: {open}

Ayuda ▸ Guía docente ({guide}) tiene el plan de la clase.</translation>
    </message>
    <message>
        <location filename="../ui/first_steps.py" line="33"/>
        <source>The queue is empty.

The scenario&apos;s tasks arrive from Start: {start}

Help ▸ Teaching guide ({guide}) has the lesson plan.</source>
        <translation>La cola está vacía.

Las tareas del escenario llegan desde Iniciar: {start}

Ayuda ▸ Guía docente ({guide}) tiene el plan de la clase.</translation>
    </message>
</context>
<context>
    <name>LabTasks</name>
    <message>
        <location filename="../ui/labs/lab_tasks.py" line="19"/>
        <source>A replay shows the recording&apos;s queue: Close replay ({key}) first.</source>
        <translation>Una reproducción muestra la cola de la grabación: primero Cerrar reproducción ({key}).</translation>
    </message>
    <message>
        <location filename="../ui/labs/lab_tasks.py" line="66"/>
        <source>The queue is full (maxsize {maxsize}): the task was not added.</source>
        <translation>La cola está llena (maxsize {maxsize}): la tarea no se añadió.</translation>
    </message>
    <message>
        <location filename="../ui/labs/lab_tasks.py" line="72"/>
        <source>The task was not added: {error}</source>
        <translation>La tarea no se añadió: {error}</translation>
    </message>
</context>
<context>
    <name>Labs</name>
    <message>
        <location filename="../ui/labs_controls.py" line="81"/>
        <source>Queue order</source>
        <translation>Orden de la cola</translation>
    </message>
    <message>
        <location filename="../ui/labs_controls.py" line="82"/>
        <source>The queue&apos;s discipline: FIFO, LIFO or Priority (Labs ▸ Queue order)</source>
        <translation>La disciplina de la cola: FIFO, LIFO o Prioridad (Laboratorios ▸ Orden de la cola)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="52"/>
        <source>A FIFO queue and its worker, live — fifo_gui</source>
        <translation>Una cola FIFO y su trabajador, en directo — fifo_gui</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="89"/>
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <location filename="../ui/main_window.py" line="272"/>
        <source>{kind} — {name} — fifo_gui</source>
        <translation>{kind} — {name} — fifo_gui</translation>
    </message>
</context>
<context>
    <name>Producers</name>
    <message>
        <location filename="../ui/control_panel.py" line="45"/>
        <location filename="../ui/producers.py" line="468"/>
        <source>producer blocked (queue full) · {sent} sent</source>
        <translation>productor bloqueado (cola llena) · {sent} enviadas</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="66"/>
        <source>a sleeping task</source>
        <translation>una tarea que duerme</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/producers.py" line="194"/>
        <source>The queue is full (maxsize {maxsize}; %n cancelled item(s) keep their places until a worker takes them): nothing was added.</source>
        <translation>
            <numerusform>La cola está llena (maxsize {maxsize}; %n elemento cancelado conserva su sitio hasta que un trabajador lo toma): no se añadió nada.</numerusform>
            <numerusform>La cola está llena (maxsize {maxsize}; %n elementos cancelados conservan su sitio hasta que un trabajador los toma): no se añadió nada.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="200"/>
        <source>The queue is full (maxsize {maxsize}): nothing was added.</source>
        <translation>La cola está llena (maxsize {maxsize}): no se añadió nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/producers.py" line="203"/>
        <source>{tasks} not added: the queue is full now (maxsize {maxsize}; %n cancelled item(s) keep their places until a worker takes them); the first {added} went in.</source>
        <translation>
            <numerusform>{tasks} sin añadir: ahora la cola está llena (maxsize {maxsize}; %n elemento cancelado conserva su sitio hasta que un trabajador lo toma); entraron las primeras {added}.</numerusform>
            <numerusform>{tasks} sin añadir: ahora la cola está llena (maxsize {maxsize}; %n elementos cancelados conservan su sitio hasta que un trabajador los toma); entraron las primeras {added}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="210"/>
        <source>{tasks} not added: the queue is full now (maxsize {maxsize}); the first {added} went in.</source>
        <translation>{tasks} sin añadir: ahora la cola está llena (maxsize {maxsize}); entraron las primeras {added}.</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="221"/>
        <source>Give the sleeping task a name first.</source>
        <translation>Primero pon un nombre a la tarea que duerme.</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="267"/>
        <source>scenario: {title} ({tasks} tasks, {discipline} queue, {workers} worker(s), maxsize {maxsize}); its tasks arrive from Start</source>
        <translation>escenario: {title} ({tasks} tareas, cola {discipline}, {workers} trabajador(es), maxsize {maxsize}); sus tareas llegan desde Iniciar</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="270"/>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="274"/>
        <source>unbounded</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="290"/>
        <source>New session with {title} on a {discipline} queue: its tasks arrive when you press Start ({key}).</source>
        <translation>Nueva sesión con {title} en una cola {discipline}: sus tareas llegan cuando pulses Iniciar ({key}).</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="293"/>
        <source>a scenario</source>
        <translation>un escenario</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="312"/>
        <source>scenario: the arrivals begin</source>
        <translation>escenario: empiezan las llegadas</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="333"/>
        <source>scenario: the remaining {left} arrivals were cancelled</source>
        <translation>escenario: se cancelaron las {left} llegadas restantes</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/producers.py" line="362"/>
        <source>scenario: %n worker(s) from here on; the workers run, so they stay as they are</source>
        <translation>
            <numerusform>escenario: %n trabajador desde aquí; los trabajadores están en marcha, así que se quedan como están</numerusform>
            <numerusform>escenario: %n trabajadores desde aquí; los trabajadores están en marcha, así que se quedan como están</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="394"/>
        <source>burst: {count} no-op tasks, as fast as the window shows them</source>
        <translation>ráfaga: {count} tareas vacías, tan rápido como la ventana las muestra</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="411"/>
        <source>burst stopped: {queued} of {count} queued</source>
        <translation>ráfaga detenida: {queued} de {count} en la cola</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="418"/>
        <source>File ▸ Save keeps at most {most} tasks: this burst of {queued} will not be in a saved session</source>
        <translation>Archivo ▸ Guardar escenario… conserva como mucho {most} tareas: esta ráfaga de {queued} no estará en la sesión guardada</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="471"/>
        <source>producing · {sent} sent</source>
        <translation>produciendo · {sent} enviadas</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="480"/>
        <source>scenario waits for room (queue full) · {submitted} of {total} arrived</source>
        <translation>el escenario espera sitio (cola llena) · {submitted} de {total} llegadas</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="487"/>
        <source>scenario: {total} tasks arrive from Start ({key})</source>
        <translation>escenario: {total} tareas llegan desde Iniciar ({key})</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="490"/>
        <source>scenario: {submitted} of {total} arrived, next in {seconds} s</source>
        <translation>escenario: {submitted} de {total} llegadas, la siguiente en {seconds} s</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="494"/>
        <source>scenario cancelled: {submitted} of {total} arrived</source>
        <translation>escenario cancelado: {submitted} de {total} llegadas</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="497"/>
        <source>scenario: all {total} arrived</source>
        <translation>escenario: llegaron las {total}</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="506"/>
        <source>burst waits for room (queue full) · {remaining} to go</source>
        <translation>la ráfaga espera sitio (cola llena) · faltan {remaining}</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="510"/>
        <source>burst · {queued} of {count} queued</source>
        <translation>ráfaga · {queued} de {count} en la cola</translation>
    </message>
    <message>
        <location filename="../ui/producers.py" line="514"/>
        <source>producer off</source>
        <translation>productor apagado</translation>
    </message>
    <message>
        <source>The scenario began.</source>
        <translation>El escenario empezó.</translation>
    </message>
</context>
<context>
    <name>RaceLab</name>
    <message>
        <location filename="../ui/labs/race_lab.py" line="49"/>
        <location filename="../ui/labs/race_lab.py" line="51"/>
        <source>Race</source>
        <translation>Carrera</translation>
    </message>
    <message>
        <location filename="../ui/labs/race_lab.py" line="50"/>
        <source>A shared counter updated by tasks without a lock, and with one</source>
        <translation>Un contador compartido que actualizan tareas sin cerrojo (lock) y con él</translation>
    </message>
    <message>
        <location filename="../ui/labs/race_lab.py" line="52"/>
        <source>Race locked</source>
        <translation>Carrera con lock</translation>
    </message>
    <message>
        <location filename="../ui/labs/race_lab.py" line="77"/>
        <source>Race counters</source>
        <translation>Contadores de carrera</translation>
    </message>
</context>
<context>
    <name>ScenarioBanner</name>
    <message>
        <location filename="../ui/scenario_banner.py" line="44"/>
        <source>Scenario notes</source>
        <translation>Notas del escenario</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="56"/>
        <source>The scenario&apos;s arrivals: how many are on the queue, and when the next one comes</source>
        <translation>Las llegadas del escenario: cuántas hay en la cola y cuándo llega la siguiente</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="65"/>
        <source>Show or hide what the class should notice, Compare and Cancel the rest</source>
        <translation>Muestra u oculta lo que la clase debe observar, Comparar y Cancelar el resto</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="67"/>
        <location filename="../ui/scenario_banner.py" line="161"/>
        <source>Show the scenario&apos;s notes</source>
        <translation>Mostrar las notas del escenario</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="73"/>
        <source>Hide the scenario notes</source>
        <translation>Ocultar las notas del escenario</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="76"/>
        <source>Hide these notes ({key} shows them again)</source>
        <translation>Oculta estas notas ({key} las vuelve a mostrar)</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="92"/>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="93"/>
        <source>Cancel the rest</source>
        <translation>Cancelar el resto</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="116"/>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="118"/>
        <source>{title} · {discipline} ({queue})</source>
        <translation>{title} · {discipline} ({queue})</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="124"/>
        <source>This scenario runs on a {discipline} queue ({queue}): opening it set the queue&apos;s order, whatever it was before.</source>
        <translation>Este escenario se ejecuta en una cola {discipline} ({queue}): al abrirlo se fijó el orden de la cola, fuera cual fuera antes.</translation>
    </message>
    <message>
        <source>This scenario runs on the broker&apos;s queue ({queue}), which takes its jobs in {discipline} order.</source>
        <translation>Este escenario se ejecuta en la cola del broker ({queue}), que entrega sus trabajos en orden {discipline}.</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="155"/>
        <source>The queue in use is {discipline} ({queue}): Queue order was switched after the scenario, written for {written}, opened.</source>
        <translation>La cola en uso es {discipline} ({queue}): el orden se cambió con Orden de la cola después de abrir el escenario, que está escrito para {written}.</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="159"/>
        <source>Notes ▴</source>
        <translation>Notas ▴</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="159"/>
        <source>Notes ▾</source>
        <translation>Notas ▾</translation>
    </message>
    <message>
        <location filename="../ui/scenario_banner.py" line="161"/>
        <source>Hide the scenario&apos;s notes</source>
        <translation>Ocultar las notas del escenario</translation>
    </message>
</context>
<context>
    <name>SessionCommands</name>
    <message>
        <location filename="../ui/session_commands.py" line="107"/>
        <source>new session: the table, the figures and the views start again</source>
        <translation>nueva sesión: la tabla, las cifras y las vistas empiezan de nuevo</translation>
    </message>
    <message>
        <location filename="../ui/session_commands.py" line="108"/>
        <source>New session: everything cleared, same settings.</source>
        <translation>Nueva sesión: todo borrado, mismos ajustes.</translation>
    </message>
    <message>
        <location filename="../ui/session_commands.py" line="145"/>
        <source>Stop now: the queue was emptied and running demo tasks interrupted; a task running plain code cannot be interrupted and finishes first.</source>
        <translation>Detener ya: se vació la cola y se interrumpieron las tareas de demostración en curso; una tarea que ejecuta código normal no se puede interrumpir y termina antes.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/session_commands.py" line="172"/>
        <source>%n running task(s) run plain code, which cannot be interrupted: they run to their end.</source>
        <translation>
            <numerusform>%n tarea en curso ejecuta código normal, que no se puede interrumpir: sigue hasta el final.</numerusform>
            <numerusform>%n tareas en curso ejecutan código normal, que no se puede interrumpir: siguen hasta el final.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/session_commands.py" line="180"/>
        <source>Cancelled {queued} queued task(s); asked {running} running task(s) to stop; {unstoppable}</source>
        <translation>Canceladas {queued} tarea(s) en cola; se pidió parar a {running} tarea(s) en curso; {unstoppable}</translation>
    </message>
    <message>
        <location filename="../ui/session_commands.py" line="186"/>
        <source>Cancelled {queued} queued task(s); asked {running} running task(s) to stop (a demo task stops at once).</source>
        <translation>Canceladas {queued} tarea(s) en cola; se pidió parar a {running} tarea(s) en curso (una tarea de demostración se detiene al momento).</translation>
    </message>
    <message>
        <location filename="../ui/session_commands.py" line="192"/>
        <source>Not cancelled: {unstoppable}</source>
        <translation>Sin cancelar: {unstoppable}</translation>
    </message>
    <message>
        <location filename="../ui/session_commands.py" line="197"/>
        <source>Select queued or running tasks to cancel: finished and STOP rows cannot be cancelled.</source>
        <translation>Selecciona tareas en cola o en curso para cancelarlas: las filas terminadas y las de STOP no se pueden cancelar.</translation>
    </message>
    <message>
        <location filename="../ui/session_commands.py" line="221"/>
        <source>The queue is full (maxsize {maxsize}): ID {id} was not retried.</source>
        <translation>La cola está llena (maxsize {maxsize}): la tarea ID {id} no se reintentó.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/session_commands.py" line="232"/>
        <source>Retrying %n task(s) as {ids} at the tail of the queue.</source>
        <translation>
            <numerusform>Reintentando %n tarea como {ids} al final de la cola.</numerusform>
            <numerusform>Reintentando %n tareas como {ids} al final de la cola.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/session_commands.py" line="236"/>
        <source>Select failed or cancelled tasks to retry.</source>
        <translation>Selecciona tareas fallidas o canceladas para reintentarlas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/session_commands.py" line="242"/>
        <source>Removed %n finished row(s) from the table.</source>
        <translation>
            <numerusform>Se quitó %n fila terminada de la tabla.</numerusform>
            <numerusform>Se quitaron %n filas terminadas de la tabla.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserTasksBar</name>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="32"/>
        <source>Loading a tasks file runs its Python code on this computer, as python FILE.py would. Load only files you wrote or trust.

Each public top-level function (a def whose name does not start with _) becomes a task you can add from the Your tasks selector.</source>
        <translation>Cargar un archivo de tareas ejecuta su código Python en este ordenador, como haría python FILE.py. Carga solo archivos que hayas escrito tú o en los que confíes.

Cada función pública de primer nivel (un def cuyo nombre no empieza por _) se convierte en una tarea que puedes añadir desde el selector Tus tareas.</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="40"/>
        <source>Stop now cannot interrupt plain code: a function of yours that never returns stays Running until it returns (closing the window still exits).</source>
        <translation>Detener ya no puede interrumpir código normal: una función tuya que nunca devuelve sigue En curso hasta que devuelva (cerrar la ventana sí sale).</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="67"/>
        <source>Your tasks: the functions of the loaded file ({key})</source>
        <translation>Tus tareas: las funciones del archivo cargado ({key})</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="71"/>
        <source>Your task</source>
        <translation>Tu tarea</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="77"/>
        <source>arguments, e.g. 2, b=3</source>
        <translation>argumentos, p. ej. 2, b=3</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="80"/>
        <source>Arguments as Python literals: numbers, strings, True/False/None, lists, tuples, dicts; name=value for keywords ({key}; Enter adds the task)</source>
        <translation>Argumentos como literales de Python: números, cadenas, True/False/None, listas, tuplas, dicts; nombre=valor para los de palabra clave ({key}; Intro añade la tarea)</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="87"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="91"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="95"/>
        <source>Your tasks</source>
        <translation>Tus tareas</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="96"/>
        <source>Functions of your own Python file (File ▸ Load your tasks…). {stop_now}</source>
        <translation>Funciones de tu propio archivo Python (Archivo ▸ Cargar tus tareas…). {stop_now}</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="120"/>
        <source>not an argument list ({reason}): write e.g. 2, &apos;x&apos;, b=3</source>
        <translation>no es una lista de argumentos ({reason}): escribe p. ej. 2, &apos;x&apos;, b=3</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="127"/>
        <source>not an argument list: write e.g. 2, &apos;x&apos;, b=3</source>
        <translation>no es una lista de argumentos: escribe p. ej. 2, &apos;x&apos;, b=3</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="135"/>
        <source>argument {n}: *unpacking is not a literal</source>
        <translation>argumento {n}: *desempaquetar no es un literal</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="144"/>
        <source>**unpacking is not a literal</source>
        <translation>**desempaquetar no es un literal</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="148"/>
        <source>{keyword}= is given twice: give each keyword once</source>
        <translation>{keyword}= aparece dos veces: da cada palabra clave una sola vez</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="163"/>
        <source>argument {n}: {source} is not a Python literal (only numbers, strings, True/False/None, and tuples, lists, dicts and sets of them)</source>
        <translation>argumento {n}: {source} no es un literal de Python (solo números, cadenas, True/False/None, y tuplas, listas, dicts y sets de ellos)</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="169"/>
        <source>argument {keyword}=: {source} is not a Python literal (only numbers, strings, True/False/None, and tuples, lists, dicts and sets of them)</source>
        <translation>argumento {keyword}=: {source} no es un literal de Python (solo números, cadenas, True/False/None, y tuplas, listas, dicts y sets de ellos)</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="181"/>
        <source>Load your tasks</source>
        <translation>Cargar tus tareas</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="188"/>
        <source>Choose a file to run…</source>
        <translation>Elegir un archivo para ejecutar…</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="196"/>
        <source>Load your tasks (runs the file&apos;s code)</source>
        <translation>Cargar tus tareas (ejecuta el código del archivo)</translation>
    </message>
    <message>
        <location filename="../ui/user_tasks_controls.py" line="198"/>
        <source>Python files (*.py);;All files (*)</source>
        <translation>Archivos Python (*.py);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>WorkerCommands</name>
    <message>
        <source>no worker has come to the queue yet</source>
        <translation>ningún trabajador ha llegado aún a la cola</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguno aún</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="52"/>
        <location filename="../ui/worker_commands.py" line="62"/>
        <source>Running</source>
        <translation>En marcha</translation>
    </message>
    <message>
        <location filename="../ui/control_panel.py" line="53"/>
        <location filename="../ui/worker_commands.py" line="271"/>
        <source>Worker: {state}</source>
        <translation>Trabajador: {state}</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="30"/>
        <source>not started yet: press Start</source>
        <translation>aún no ha empezado: pulsa Iniciar</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="37"/>
        <source>started: busy workers run a task (or take task after task), the others wait in tasks.get() until an item arrives</source>
        <translation>en marcha: los trabajadores ocupados ejecutan una tarea (o toman tarea tras tarea); los demás esperan en tasks.get() hasta que llega un elemento</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="40"/>
        <source>draining what is ahead of the STOP sentinel</source>
        <translation>vaciando lo que va por delante del centinela STOP</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="46"/>
        <source>the worker took STOP and exited</source>
        <translation>el trabajador tomó STOP y terminó</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="53"/>
        <source>paused: the workers take nothing new until Pause is pressed again (Step lets one item through)</source>
        <translation>en pausa: los trabajadores no toman nada nuevo hasta que se pulse Pausar otra vez (Paso deja pasar un elemento)</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="61"/>
        <source>Idle</source>
        <translation>Inactivo</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="63"/>
        <source>Stopping</source>
        <translation>Deteniéndose</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="64"/>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="65"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="96"/>
        <source>{state} · Paused</source>
        <translation>{state} · En pausa</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="99"/>
        <source>busy</source>
        <translation>trabajando</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="99"/>
        <source>in {get}</source>
        <translation>en {get}</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="100"/>
        <source>{busy} busy, {waiting} in {get}</source>
        <translation>{busy} trabajando, {waiting} en {get}</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="110"/>
        <source>{state} ({doing})</source>
        <translation>{state} ({doing})</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="187"/>
        <source>Step let nothing out: nothing waits on the queue. Nothing is kept for later.</source>
        <translation>Paso no dejó salir nada: no hay nada esperando en la cola. No se guarda nada para después.</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="191"/>
        <source>Step let nothing out: no worker runs (press Start). Nothing is kept for later.</source>
        <translation>Paso no dejó salir nada: no hay ningún trabajador en marcha (pulsa Iniciar). No se guarda nada para después.</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="195"/>
        <source>Step let nothing out: no worker waits in get() now (each is busy with a task). Nothing is kept for later.</source>
        <translation>Paso no dejó salir nada: ahora ningún trabajador espera en get() (cada uno está ocupado con una tarea). No se guarda nada para después.</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="200"/>
        <source>Step: one item went to a worker waiting in get().</source>
        <translation>Paso: un elemento fue a un trabajador que esperaba en get().</translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="232"/>
        <source>Queued {queued} · Running {running} · Done {done} · Failed {failed} · Cancelled {cancelled} · Worker: {state}</source>
        <translation>En cola {queued} · En curso {running} · Hechas {done} · Fallidas {failed} · Canceladas {cancelled} · Trabajador: {state}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/worker_commands.py" line="273"/>
        <source>%n workers: {state}</source>
        <translation>
            <numerusform>%n trabajador: {state}</numerusform>
            <numerusform>%n trabajadores: {state}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/worker_commands.py" line="278"/>
        <source>{kind} · {badge}</source>
        <translation>{kind} · {badge}</translation>
    </message>
</context>
<context>
    <name>YourTasksLab</name>
    <message>
        <location filename="../ui/labs/your_tasks_lab.py" line="101"/>
        <source>Load your tasks first: File ▸ Load your tasks…</source>
        <translation>Carga primero tus tareas: Archivo ▸ Cargar tus tareas…</translation>
    </message>
    <message>
        <location filename="../ui/labs/your_tasks_lab.py" line="106"/>
        <source>Arguments refused: {error}</source>
        <translation>Argumentos rechazados: {error}</translation>
    </message>
    <message>
        <location filename="../ui/labs/your_tasks_lab.py" line="131"/>
        <source>Cannot load your tasks</source>
        <translation>No se pueden cargar tus tareas</translation>
    </message>
    <message>
        <location filename="../ui/labs/your_tasks_lab.py" line="156"/>
        <source>your tasks from {file}: {names}</source>
        <translation>tus tareas de {file}: {names}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/labs/your_tasks_lab.py" line="158"/>
        <source>Loaded %n task(s) from {file}: choose one in Your tasks. {stop_now}</source>
        <translation>
            <numerusform>Se cargó %n tarea de {file}: elígela en Tus tareas. {stop_now}</numerusform>
            <numerusform>Se cargaron %n tareas de {file}: elige una en Tus tareas. {stop_now}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/labs/your_tasks_lab.py" line="161"/>
        <source>your tasks: {names}</source>
        <translation>tus tareas: {names}</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/labs/your_tasks_lab.py" line="162"/>
        <source>Loaded %n task(s): choose one in Your tasks. {stop_now}</source>
        <translation>
            <numerusform>Se cargó %n tarea: elígela en Tus tareas. {stop_now}</numerusform>
            <numerusform>Se cargaron %n tareas: elige una en Tus tareas. {stop_now}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonLine</name>
    <message>
        <source>Add sleeping</source>
        <translation>Añadir dormida</translation>
    </message>
    <message>
        <source>Add failing</source>
        <translation>Añadir fallida</translation>
    </message>
    <message>
        <source>Lesson's 4 tasks</source>
        <translation>Las 4 tareas de la lección</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Más ▾</translation>
    </message>
    <message>
        <source>More ▴</source>
        <translation>Más ▴</translation>
    </message>
    <message>
        <source>Show every control: the producer's, the auto-producer, workers, maxsize, …</source>
        <translation>Mostrar todos los controles: los del productor, el productor automático, trabajadores, maxsize, …</translation>
    </message>
    <message>
        <source>More controls</source>
        <translation>Más controles</translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>At this zoom, View ▸ Projector view ({key}) gives the table and the queue lane the room.</source>
        <translation>Con este zoom, Ver ▸ Vista de proyector ({key}) da el espacio a la tabla y a la cola.</translation>
    </message>
</context>
</TS>
